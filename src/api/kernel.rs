//! A kernel with its arguments: what `clSetKernelArg` sets.

use super::objects::{Buffer, Image, Sampler};
use super::program::{ArgClass, KernelInfo, Program};
use crate::program::{self, ArgKind, KernelArg};
use crate::sim::SimError;

/// A kernel argument's value.
#[derive(Clone, Debug)]
pub enum ArgValue {
    /// A `global` or `constant` buffer.
    Buffer(Buffer),
    /// A null pointer for a `global` or `constant` buffer argument.
    NullBuffer,
    /// An image.
    Image(Image),
    /// A sampler.
    Sampler(Sampler),
    /// The little-endian bytes of a by-value argument (exactly its size).
    Scalar(Vec<u8>),
    /// The size in bytes of a `local` pointer argument's memory.
    Local(u64),
}

impl ArgValue {
    /// What kind of value this is, for messages ("a buffer", ...).
    pub fn describe(&self) -> &'static str {
        match self {
            ArgValue::Buffer(_) => "a buffer",
            ArgValue::NullBuffer => "a null buffer",
            ArgValue::Image(_) => "an image",
            ArgValue::Sampler(_) => "a sampler",
            ArgValue::Scalar(_) => "a scalar",
            ArgValue::Local(_) => "a local size",
        }
    }
}

/// A kernel of a [`Program`] and the arguments set so far. `Send + Sync`; clones are
/// independent argument sets (handles to the same buffers and images).
#[derive(Clone, Debug)]
pub struct Kernel {
    program: Program,
    index: usize,
    args: Vec<Option<ArgValue>>,
}

impl Kernel {
    pub(super) fn new(program: Program, index: usize) -> Result<Kernel, SimError> {
        let k = &program.parsed_program().kernels[index];
        k.simd_width()
            .ok_or_else(|| SimError::Kernel(format!("kernel `{}` has no SIMD width", k.name)))?;
        let n = k.args.len();
        Ok(Kernel {
            program,
            index,
            args: vec![None; n],
        })
    }

    /// The program the kernel belongs to.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The parsed kernel.
    pub fn parsed(&self) -> &program::Kernel {
        &self.program.parsed_program().kernels[self.index]
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.parsed().name
    }

    /// What the kernel needs (arguments, SIMD width, work-group size, SLM, scratch).
    pub fn info(&self) -> KernelInfo {
        KernelInfo::of(self.parsed())
    }

    /// SIMD width (sub-group size) the kernel was compiled for.
    pub fn simd_width(&self) -> u32 {
        self.parsed().simd_width().unwrap_or(0)
    }

    /// Sets argument `index`, checking that the value fits the argument.
    pub fn set_arg(&mut self, index: usize, value: ArgValue) -> Result<(), SimError> {
        let k = self.parsed();
        let arg = k.args.get(index).ok_or_else(|| SimError::Arg {
            index,
            name: String::new(),
            msg: format!("kernel `{}` takes {} arguments", k.name, k.args.len()),
        })?;
        check(arg, &value).map_err(|msg| SimError::Arg {
            index,
            name: arg.name(),
            msg,
        })?;
        self.args[index] = Some(value);
        Ok(())
    }

    /// The value of argument `index`, if set.
    pub fn arg(&self, index: usize) -> Option<&ArgValue> {
        self.args.get(index).and_then(Option::as_ref)
    }

    /// Every argument's value; an error names the first one not set.
    pub(crate) fn values(&self) -> Result<Vec<&ArgValue>, SimError> {
        self.args
            .iter()
            .enumerate()
            .map(|(index, v)| {
                v.as_ref().ok_or_else(|| SimError::Arg {
                    index,
                    name: self.parsed().args[index].name(),
                    msg: "not set".into(),
                })
            })
            .collect()
    }
}

/// Why `value` does not fit argument `arg`, if it does not.
fn check(arg: &KernelArg, value: &ArgValue) -> Result<(), String> {
    let class = ArgClass::of(&arg.kind);
    let fits = matches!(
        (class, value),
        (ArgClass::Unused, _)
            | (ArgClass::Buffer, ArgValue::Buffer(_) | ArgValue::NullBuffer)
            | (ArgClass::Local, ArgValue::Local(_))
            | (ArgClass::Value, ArgValue::Scalar(_))
            | (ArgClass::Image, ArgValue::Image(_))
            | (ArgClass::Sampler, ArgValue::Sampler(_))
    );
    if !fits {
        return Err(format!(
            "argument {} is a {} ({}), given {}",
            arg.name(),
            arg.kind.name(),
            arg.type_name().unwrap_or("?"),
            value.describe()
        ));
    }
    match (&arg.kind, value) {
        (ArgKind::Value(_), ArgValue::Scalar(bytes)) => {
            let need = arg.size().unwrap_or(bytes.len() as u32) as usize;
            if need != bytes.len() {
                return Err(format!(
                    "argument {} ({}) is {need} bytes, given {} bytes",
                    arg.name(),
                    arg.type_name().unwrap_or("?"),
                    bytes.len()
                ));
            }
        }
        (ArgKind::LocalBuffer(_), ArgValue::Local(0)) => {
            return Err("a local memory size must be > 0".into());
        }
        _ => {}
    }
    Ok(())
}
