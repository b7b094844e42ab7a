//! Programs (ocloc binaries, or OpenCL C compiled with ocloc) and what their kernels need.

use super::kernel::Kernel;
use crate::program::{self, AddressSpace, ArgKind};
use crate::sim::SimError;
use std::path::Path;
use std::sync::Arc;

/// Device name ocloc compiles for when none is given (Skylake, Gen9).
pub const DEFAULT_DEVICE: &str = "skl";
/// Build options used when none are given.
pub const DEFAULT_BUILD_OPTIONS: &str = "-cl-std=CL2.0";

/// A loaded program: its binary, parsed kernels and build log. `Send + Sync`; clones are
/// cheap and share the program.
#[derive(Clone, Debug)]
pub struct Program {
    inner: Arc<Loaded>,
}

#[derive(Debug)]
struct Loaded {
    program: program::Program,
    binary: Vec<u8>,
    build_log: String,
}

impl Program {
    /// A program from ocloc binary bytes (ELF container or patch-token program).
    pub fn from_binary(bytes: &[u8]) -> Result<Program, SimError> {
        Program::parsed(bytes.to_vec(), String::new())
    }

    /// Compiles OpenCL C `source` with ocloc for `device` (e.g. `skl`) with `options` (passed
    /// through, e.g. `-cl-std=CL2.0 -DN=4`). On failure the error
    /// ([`program::LoadError::OclocFailed`]) carries the build log.
    pub fn from_source(source: &str, device: &str, options: &str) -> Result<Program, SimError> {
        let (binary, log) = program::compile_source(source, device, options)?;
        Program::parsed(binary, log)
    }

    /// Loads a program file: a `.cl` file is compiled with ocloc, anything else is read as an
    /// ocloc binary.
    pub fn load(path: &Path, device: &str, options: &str) -> Result<Program, SimError> {
        let is_cl = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("cl"));
        if is_cl {
            let (binary, log) = program::compile_cl_logged(path, device, options)?;
            Program::parsed(binary, log)
        } else {
            let bytes = std::fs::read(path).map_err(|source| program::LoadError::Io {
                path: path.to_path_buf(),
                source,
            })?;
            Program::parsed(bytes, String::new())
        }
    }

    /// A program already parsed (its [`Program::binary`] is empty).
    pub fn from_parsed(program: program::Program) -> Program {
        Program {
            inner: Arc::new(Loaded {
                program,
                binary: Vec::new(),
                build_log: String::new(),
            }),
        }
    }

    fn parsed(binary: Vec<u8>, build_log: String) -> Result<Program, SimError> {
        let program = program::parse_program(&binary)?;
        Ok(Program {
            inner: Arc::new(Loaded {
                program,
                binary,
                build_log,
            }),
        })
    }

    /// The compiler's output of a successful build (empty for a binary).
    pub fn build_log(&self) -> &str {
        &self.inner.build_log
    }

    /// The program binary (what ocloc wrote, or the bytes it was loaded from).
    pub fn binary(&self) -> &[u8] {
        &self.inner.binary
    }

    /// The parsed program (every token and heap).
    pub fn parsed_program(&self) -> &program::Program {
        &self.inner.program
    }

    /// Names of the kernels, in program order.
    pub fn kernel_names(&self) -> Vec<&str> {
        self.inner
            .program
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect()
    }

    /// What every kernel needs, in program order.
    pub fn kernels(&self) -> Vec<KernelInfo> {
        self.inner
            .program
            .kernels
            .iter()
            .map(KernelInfo::of)
            .collect()
    }

    /// A kernel with no arguments set yet.
    pub fn kernel(&self, name: &str) -> Result<Kernel, SimError> {
        let p = &self.inner.program;
        let index = p
            .kernels
            .iter()
            .position(|k| k.name == name)
            .ok_or_else(|| SimError::NoKernel {
                name: name.to_string(),
                available: self.kernel_names().join(", "),
            })?;
        Kernel::new(self.clone(), index)
    }
}

/// What a kernel needs from a launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// Kernel name.
    pub name: String,
    /// SIMD width it was compiled for: 8, 16 or 32 work-items per hardware thread (its
    /// sub-group size).
    pub simd_width: u32,
    /// `reqd_work_group_size`, if declared.
    pub required_work_group_size: Option<[u32; 3]>,
    /// `work_group_size_hint`, if declared.
    pub work_group_size_hint: Option<[u32; 3]>,
    /// `intel_reqd_sub_group_size`, if declared.
    pub required_sub_group_size: Option<u32>,
    /// Shared local memory the kernel declares itself (`__local` variables), in bytes; `__local`
    /// arguments add theirs.
    pub slm_bytes: u32,
    /// Scratch (private memory spill) bytes per hardware thread.
    pub scratch_bytes_per_thread: u32,
    /// Barriers the kernel uses (0: none).
    pub barriers: u32,
    /// The arguments, in order.
    pub args: Vec<ArgInfo>,
}

/// One kernel argument as `clGetKernelArgInfo` describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    /// Argument index.
    pub index: u32,
    /// Name (`argN` when the binary has no argument info).
    pub name: String,
    /// OpenCL C type name, e.g. `uint*` or `float4` (empty without argument info).
    pub type_name: String,
    /// Address space of the pointer (private for values, images and samplers).
    pub address: AddressSpace,
    /// Access qualifier as the compiler wrote it, e.g. `NONE` or `read_only`.
    pub access_qualifier: String,
    /// Type qualifiers, e.g. `const` or `NONE`.
    pub type_qualifiers: String,
    /// What to pass.
    pub kind: ArgClass,
    /// Bytes the host passes for a value argument (pointer size for pointers).
    pub size: Option<u32>,
}

/// What an argument takes (the [`super::ArgValue`] that fits it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    /// A `global` or `constant` buffer.
    Buffer,
    /// A `local` pointer: give its size.
    Local,
    /// A by-value argument: give its bytes.
    Value,
    /// An image.
    Image,
    /// A sampler.
    Sampler,
    /// Something eusim does not run (a device queue).
    Unsupported,
    /// An argument the kernel never uses: any value is accepted and ignored.
    Unused,
}

impl ArgClass {
    /// The class of an argument of this kind.
    pub fn of(kind: &ArgKind) -> ArgClass {
        match kind {
            ArgKind::GlobalBuffer(_) | ArgKind::ConstantBuffer(_) => ArgClass::Buffer,
            ArgKind::LocalBuffer(_) => ArgClass::Local,
            ArgKind::Value(_) => ArgClass::Value,
            ArgKind::Image(_) => ArgClass::Image,
            ArgKind::Sampler(_) => ArgClass::Sampler,
            ArgKind::DeviceQueue(_) => ArgClass::Unsupported,
            ArgKind::Unreferenced => ArgClass::Unused,
        }
    }
}

/// The three numbers of an attribute such as `work_group_size_hint(8,1,1)`.
fn attribute_triple(attrs: &str, key: &str) -> Option<[u32; 3]> {
    let start = attrs.find(key)? + key.len();
    let inner = attrs[start..].strip_prefix('(')?;
    let end = inner.find(')')?;
    let mut v = inner[..end].split(',').map(|s| s.trim().parse().ok());
    Some([v.next()??, v.next()??, v.next()??])
}

impl KernelInfo {
    /// The information of a parsed kernel.
    pub fn of(k: &program::Kernel) -> KernelInfo {
        let attrs = k.attributes.as_deref().unwrap_or("");
        KernelInfo {
            name: k.name.clone(),
            simd_width: k.simd_width().unwrap_or(0),
            required_work_group_size: k.required_work_group_size(),
            work_group_size_hint: attribute_triple(attrs, "work_group_size_hint"),
            required_sub_group_size: k.required_sub_group_size(),
            slm_bytes: k.inline_slm_size,
            scratch_bytes_per_thread: k.per_thread_scratch_size[0],
            barriers: k.barrier_count(),
            args: k
                .args
                .iter()
                .map(|a| {
                    let info = a.info.as_ref();
                    let text = |f: fn(&program::ArgInfo) -> &String| {
                        info.map(f).cloned().unwrap_or_default()
                    };
                    ArgInfo {
                        index: a.index,
                        name: a.name(),
                        type_name: a.type_name().unwrap_or("").to_string(),
                        address: a.address_space,
                        access_qualifier: text(|i| &i.access_qualifier),
                        type_qualifiers: text(|i| &i.type_qualifiers),
                        kind: ArgClass::of(&a.kind),
                        size: a.size(),
                    }
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::attribute_triple;

    #[test]
    fn work_group_size_hint_is_read_from_the_attributes() {
        let a = "intel_reqd_sub_group_size(16) work_group_size_hint(8,2,1)";
        assert_eq!(attribute_triple(a, "work_group_size_hint"), Some([8, 2, 1]));
        assert_eq!(attribute_triple("", "work_group_size_hint"), None);
        assert_eq!(
            attribute_triple("work_group_size_hint(8,x,1)", "work_group_size_hint"),
            None
        );
    }
}
