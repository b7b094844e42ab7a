//! Programs: OpenCL C source or an ocloc binary, built for the device.

use std::sync::{Arc, Mutex, MutexGuard};

use super::context::Context;
use super::handle::Obj;
use crate::backend::{self, Binary, KernelMeta};
use crate::cl::*;

/// The result of the last build.
pub struct Build {
    /// `CL_BUILD_*`.
    pub status: i32,
    /// The options of the last build.
    pub options: String,
    /// The compiler's log.
    pub log: String,
    /// The binary, when built.
    pub binary: Option<Arc<Binary>>,
    /// Its kernels.
    pub kernels: Vec<KernelMeta>,
}

/// A program.
pub struct Program {
    /// Its context.
    pub context: Arc<Obj<Context>>,
    /// OpenCL C source, when created from source.
    pub source: Option<String>,
    build: Mutex<Build>,
    /// Kernel objects created from it (a program with kernels cannot be rebuilt).
    pub kernel_count: std::sync::atomic::AtomicUsize,
}

impl Program {
    /// A program from source, not built yet.
    pub fn from_source(context: Arc<Obj<Context>>, source: String) -> Self {
        Self::with(context, Some(source), None, CL_BUILD_NONE)
    }

    /// A program from an ocloc binary (parsed: its kernels are known at once).
    pub fn from_binary(context: Arc<Obj<Context>>, bytes: Vec<u8>) -> Result<Self, String> {
        let binary = backend::from_binary(Arc::new(bytes))?;
        Ok(Self::with(context, None, Some(binary), CL_BUILD_NONE))
    }

    fn with(
        context: Arc<Obj<Context>>,
        source: Option<String>,
        binary: Option<Binary>,
        status: i32,
    ) -> Self {
        let kernels = binary.as_ref().map(backend::kernels).unwrap_or_default();
        Program {
            context,
            source,
            build: Mutex::new(Build {
                status,
                options: String::new(),
                log: String::new(),
                binary: binary.map(Arc::new),
                kernels,
            }),
            kernel_count: Default::default(),
        }
    }

    /// The build state, locked.
    pub fn build_state(&self) -> MutexGuard<'_, Build> {
        self.build.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Builds (compiles source; a binary program only takes the options); returns
    /// `CL_BUILD_PROGRAM_FAILURE` with the log kept on a compile error.
    pub fn build(&self, options: &str) -> Result<(), i32> {
        let mut b = self.build_state();
        b.options = options.to_string();
        match &self.source {
            None => {
                b.status = CL_BUILD_SUCCESS;
                Ok(())
            }
            Some(src) => {
                b.status = CL_BUILD_IN_PROGRESS;
                // for the generation of the machine configured (ocloc's `skl`, `icllp`, `tgllp`)
                let device = super::platform::platform()
                    .devices
                    .first()
                    .map_or("skl", |d| d.config.generation.default_device());
                match backend::build(device, src, options) {
                    Ok(binary) => {
                        b.kernels = backend::kernels(&binary);
                        b.binary = Some(Arc::new(binary));
                        b.log = String::new();
                        b.status = CL_BUILD_SUCCESS;
                        Ok(())
                    }
                    Err(log) => {
                        b.log = log;
                        b.binary = None;
                        b.kernels.clear();
                        b.status = CL_BUILD_ERROR;
                        Err(CL_BUILD_PROGRAM_FAILURE)
                    }
                }
            }
        }
    }

    /// The binary and the description of kernel `name`, if the program is built and has it.
    pub fn kernel(&self, name: &str) -> Option<(Arc<Binary>, KernelMeta)> {
        let b = self.build_state();
        let meta = b.kernels.iter().find(|k| k.name == name)?.clone();
        Some((b.binary.clone()?, meta))
    }
}
