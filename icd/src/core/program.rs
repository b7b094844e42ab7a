//! Programs: OpenCL C source or an ocloc binary, built for the device.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
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

    /// A program whose link failed: no binary, `CL_BUILD_ERROR` and the linker's `log`.
    pub fn link_failure(context: Arc<Obj<Context>>, options: &str, log: String) -> Self {
        let p = Self::with(context, None, None, CL_BUILD_ERROR);
        {
            let mut b = p.build_state();
            b.options = options.to_string();
            b.log = log;
        }
        p
    }

    /// Builds (compiles source; a binary program only takes the options); returns
    /// `CL_BUILD_PROGRAM_FAILURE` with the log kept on a compile error.
    pub fn build(&self, options: &str) -> Result<(), i32> {
        self.build_with_includes(options, None)
    }

    /// [`Program::build`] with `include` searched for headers too (`clCompileProgram`'s
    /// input headers); the options recorded are `options` alone.
    pub fn build_with_includes(&self, options: &str, include: Option<&Path>) -> Result<(), i32> {
        let mut b = self.build_state();
        b.options = options.to_string();
        let options = match include {
            Some(dir) => format!("{options} -I {}", dir.display()),
            None => options.to_string(),
        };
        let options = options.as_str();
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

/// Headers given to `clCompileProgram` (`input_headers` with their `header_include_names`),
/// written to a directory of their own for the compiler's include path; removed on drop.
pub struct HeaderDir {
    /// The directory (`-I`).
    pub path: PathBuf,
}

impl HeaderDir {
    /// Writes each `(include name, source)` under a new directory in the system's temporary
    /// directory, named by the process and a counter: no two compiles share one, so the
    /// compile cache (keyed by the options, which name it) never mixes two sets of headers.
    /// An include name must be a relative path without `..` (`CL_INVALID_VALUE`); a failed
    /// write is `CL_OUT_OF_HOST_MEMORY`.
    pub fn write(headers: &[(String, String)]) -> Result<Self, i32> {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        if headers.iter().any(|(name, _)| !include_name_ok(name)) {
            return Err(CL_INVALID_VALUE);
        }
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("eusim-headers-{}-{n}", std::process::id()));
        let dir = HeaderDir { path };
        std::fs::create_dir_all(&dir.path).map_err(|_| CL_OUT_OF_HOST_MEMORY)?;
        for (name, source) in headers {
            let file = dir.path.join(name);
            if let Some(parent) = file.parent() {
                std::fs::create_dir_all(parent).map_err(|_| CL_OUT_OF_HOST_MEMORY)?;
            }
            std::fs::write(&file, source).map_err(|_| CL_OUT_OF_HOST_MEMORY)?;
        }
        Ok(dir)
    }
}

impl Drop for HeaderDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Whether `name` may name a header: a non-empty relative path of plain components.
fn include_name_ok(name: &str) -> bool {
    use std::path::Component;
    !name.is_empty()
        && Path::new(name)
            .components()
            .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_written_under_their_include_names() {
        let headers = vec![
            ("a.h".to_string(), "#define A 1\n".to_string()),
            ("sub/b.h".to_string(), "#define B 2\n".to_string()),
        ];
        let dir = HeaderDir::write(&headers).unwrap();
        let path = dir.path.clone();
        assert_eq!(
            std::fs::read_to_string(path.join("a.h")).unwrap(),
            "#define A 1\n"
        );
        assert_eq!(
            std::fs::read_to_string(path.join("sub/b.h")).unwrap(),
            "#define B 2\n"
        );
        drop(dir);
        assert!(!path.exists());
    }

    #[test]
    fn include_names_stay_inside_the_directory() {
        for bad in ["", "/etc/x.h", "../x.h", "a/../../x.h"] {
            let headers = vec![(bad.to_string(), String::new())];
            assert_eq!(
                HeaderDir::write(&headers).err(),
                Some(CL_INVALID_VALUE),
                "{bad}"
            );
        }
        assert!(include_name_ok("./a.h"));
        assert!(include_name_ok("dir/a.h"));
    }
}
