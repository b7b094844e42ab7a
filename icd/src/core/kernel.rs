//! Kernels: a program's kernel with the argument values set so far.

use std::sync::{Arc, Mutex, MutexGuard};

use super::handle::Obj;
use super::mem::{Mem, Sampler};
use super::program::Program;
use crate::backend::{ArgClass, Binary, KernelMeta};
use crate::cl::*;

/// A value set with `clSetKernelArg`.
#[derive(Clone)]
pub enum ArgValue {
    /// A buffer or image (`None`: a NULL buffer).
    Mem(Option<Arc<Obj<Mem>>>),
    /// A local buffer of this many bytes.
    Local(usize),
    /// Bytes by value.
    Bytes(Vec<u8>),
    /// A sampler.
    Sampler(Arc<Obj<Sampler>>),
}

/// A kernel object.
pub struct Kernel {
    /// Its program.
    pub program: Arc<Obj<Program>>,
    /// The compiled program it runs from.
    pub binary: Arc<Binary>,
    /// Its description.
    pub meta: KernelMeta,
    args: Mutex<Vec<Option<ArgValue>>>,
}

impl Kernel {
    /// The kernel `name` of a built program.
    pub fn new(program: Arc<Obj<Program>>, binary: Arc<Binary>, meta: KernelMeta) -> Self {
        let n = meta.args.len();
        program
            .kernel_count
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        Kernel {
            program,
            binary,
            meta,
            args: Mutex::new(vec![None; n]),
        }
    }

    /// A copy with the same argument values (`clCloneKernel`).
    pub fn duplicate(&self) -> Self {
        let k = Kernel::new(self.program.clone(), self.binary.clone(), self.meta.clone());
        *k.lock() = self.lock().clone();
        k
    }

    fn lock(&self) -> MutexGuard<'_, Vec<Option<ArgValue>>> {
        self.args.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The largest work-group: the required size, else what the device's subslice holds at
    /// the kernel's SIMD width (at most 256).
    pub fn max_group(&self) -> usize {
        if let Some(r) = self.meta.required_work_group {
            return r.iter().map(|&x| x as usize).product();
        }
        let devices = &self.program.context.devices;
        devices
            .iter()
            .map(|d| d.max_group(self.meta.simd))
            .min()
            .unwrap_or(crate::core::device_info::MAX_WORK_GROUP_SIZE)
    }

    /// Sets argument `index`, checking the value against the argument's kind.
    pub fn set_arg(&self, index: usize, value: ArgValue) -> Result<(), i32> {
        let meta = self.meta.args.get(index).ok_or(CL_INVALID_ARG_INDEX)?;
        let ok = match (&value, meta.class) {
            (ArgValue::Mem(m), ArgClass::Buffer) => m.as_ref().is_none_or(|m| m.image.is_none()),
            (ArgValue::Mem(Some(m)), ArgClass::Image) => m.image.is_some(),
            (ArgValue::Local(n), ArgClass::Local) => *n > 0,
            (ArgValue::Bytes(_), ArgClass::Value) => true,
            (ArgValue::Sampler(_), ArgClass::Sampler) => true,
            _ => false,
        };
        if !ok {
            return Err(match meta.class {
                ArgClass::Buffer | ArgClass::Image => CL_INVALID_MEM_OBJECT,
                ArgClass::Sampler => CL_INVALID_SAMPLER,
                ArgClass::Local => CL_INVALID_ARG_SIZE,
                ArgClass::Value => CL_INVALID_ARG_VALUE,
            });
        }
        self.lock()[index] = Some(value);
        Ok(())
    }

    /// The argument values, or `CL_INVALID_KERNEL_ARGS` when one is not set.
    pub fn args(&self) -> Result<Vec<ArgValue>, i32> {
        self.lock()
            .iter()
            .map(|a| a.clone().ok_or(CL_INVALID_KERNEL_ARGS))
            .collect()
    }
}

impl Drop for Kernel {
    fn drop(&mut self) {
        self.program
            .kernel_count
            .fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}
