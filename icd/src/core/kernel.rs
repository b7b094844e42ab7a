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

    /// Sets argument `index`, checking the value against the argument's kind. A memory
    /// object or sampler must belong to the kernel's context (OpenCL 3.0, `clSetKernelArg`:
    /// "the memory object must be created with the context associated with the kernel
    /// object"); one of another context is not a valid object for it.
    pub fn set_arg(&self, index: usize, value: ArgValue) -> Result<(), i32> {
        let meta = self.meta.args.get(index).ok_or(CL_INVALID_ARG_INDEX)?;
        let context = &self.program.context;
        let ours = |m: &Arc<Obj<Mem>>| Arc::ptr_eq(&m.context, context);
        let ok = match (&value, meta.class) {
            (ArgValue::Mem(m), ArgClass::Buffer) => {
                m.as_ref().is_none_or(|m| m.image.is_none() && ours(m))
            }
            (ArgValue::Mem(Some(m)), ArgClass::Image) => m.image.is_some() && ours(m),
            (ArgValue::Local(n), ArgClass::Local) => *n > 0,
            (ArgValue::Bytes(_), ArgClass::Value) => true,
            (ArgValue::Sampler(s), ArgClass::Sampler) => Arc::ptr_eq(&s.context, context),
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

    /// Local memory a work-group of this kernel uses with the `__local` arguments set so
    /// far (`CL_KERNEL_LOCAL_MEM_SIZE`): the kernel's own SLM, then each argument's at its
    /// alignment, as the simulator lays them out.
    pub fn local_mem_size(&self) -> u64 {
        let args = self.lock();
        let locals = self
            .meta
            .args
            .iter()
            .zip(args.iter())
            .map(|(m, a)| match a {
                Some(ArgValue::Local(n)) => (m.local_align, *n as u64),
                _ => (1, 0),
            });
        slm_total(self.meta.slm_bytes, locals)
    }

    /// The argument values, or `CL_INVALID_KERNEL_ARGS` when one is not set.
    pub fn args(&self) -> Result<Vec<ArgValue>, i32> {
        self.lock()
            .iter()
            .map(|a| a.clone().ok_or(CL_INVALID_KERNEL_ARGS))
            .collect()
    }
}

/// Shared local memory of a work-group: `own` bytes of the kernel's, then each `(alignment,
/// bytes)` of its `__local` arguments in order, each at the next multiple of its alignment
/// (saturating: a sum past `u64::MAX` is larger than any device's SLM anyway).
pub fn slm_total(own: u64, locals: impl IntoIterator<Item = (u32, u64)>) -> u64 {
    locals.into_iter().fold(own, |end, (align, bytes)| {
        let align = u64::from(align.max(1));
        end.div_ceil(align)
            .saturating_mul(align)
            .saturating_add(bytes)
    })
}

impl Drop for Kernel {
    fn drop(&mut self) {
        self.program
            .kernel_count
            .fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::slm_total;

    #[test]
    fn local_memory_adds_the_arguments_at_their_alignment() {
        assert_eq!(slm_total(0, []), 0);
        assert_eq!(slm_total(4000, []), 4000);
        assert_eq!(slm_total(4000, [(4, 2048)]), 6048);
        // unset arguments count nothing
        assert_eq!(slm_total(4000, [(1, 0), (4, 2048), (1, 0)]), 6048);
        // 10 bytes, then a 16-byte aligned argument at 16
        assert_eq!(slm_total(10, [(16, 32)]), 48);
        assert_eq!(slm_total(1, [(0, 1)]), 2);
        assert_eq!(slm_total(0, [(4, u64::MAX), (16, 1)]), u64::MAX);
    }
}
