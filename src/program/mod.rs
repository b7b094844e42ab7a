//! Loading ocloc program binaries: the ELF container, the patch-token program inside it,
//! a typed model of every kernel (heaps, execution environment, arguments, data
//! parameters, binding table), `eusim info` rendering, and compiling `.cl` files with ocloc.
//!
//! Layout of the model:
//! - [`Program`]: optional [`ElfContainer`] (sections, build options), [`ProgramHeader`],
//!   program-scope tokens (initial data of program-scope buffers via
//!   [`Program::global_buffer`] / [`Program::constant_buffer`], pointer patches), kernels.
//! - [`Kernel`]: header and heaps ([`Kernel::isa`] is the unpadded instruction bytes),
//!   every [`PatchToken`] in file order (raw bytes kept, unknown ones included), and typed
//!   views: [`ExecutionEnvironment`], [`ThreadPayload`], [`BindingTable`] with decoded
//!   [`SurfaceState`] templates, [`InterfaceDescriptor`], [`SamplerState`]s, SLM/scratch/
//!   private sizes, all [`DataParameter`]s (fill every one of a type: IGC may emit a type
//!   twice, e.g. two copies of the local size), implicit buffers, strings, attributes.
//! - [`KernelArg`]: index, [`ArgKind`] with its cross-thread slots and binding table index,
//!   [`AddressSpace`], and [`ArgInfo`] names/qualifiers.
//!
//! Errors are [`LoadError`]s naming the file offset and what was being read.
//!
//! ```no_run
//! let program = eusim::program::load_program("k.cl".as_ref(), "skl", "-cl-std=CL2.0")?;
//! for k in &program.kernels {
//!     println!("{} SIMD{:?} {} bytes of ISA", k.name, k.simd_width(), k.isa().len());
//! }
//! # Ok::<(), eusim::program::LoadError>(())
//! ```

mod args;
mod binary;
mod checksum;
mod compile;
mod debug_build;
mod debuginfo;
mod elf;
mod error;
mod info;
mod kernel;
mod patch;
mod reader;
mod state;
pub mod tokens;
mod validate;

pub use args::{
    AddressSpace, ArgKind, BufferArg, CrossThreadSlot, ImageArg, ImageMetadata, KernelArg,
    LocalArg, SamplerArg, ValuePiece,
};
pub use binary::{parse_device_binary, parse_program, Program, ProgramHeader, PROGRAM_HEADER_SIZE};
pub use checksum::kernel_checksum;
pub use compile::{compile_cl, compile_cl_logged, compile_source, load_program, read_program};
pub use debug_build::{add_debug_lines, asks_for_debug_info, take_identical_lines, DebugBuild};
pub use debuginfo::{parse_debug_section, DebugLines, LineRow, LineTable};
pub use elf::{
    parse_elf, section_type_name, ElfContainer, ElfSection, ET_OPENCL_EXECUTABLE,
    SHT_OPENCL_DEV_BINARY, SHT_OPENCL_OPTIONS, SHT_OPENCL_SPIRV,
};
pub use error::{LoadError, Result};
pub use info::render_info;
pub use kernel::{
    ImplicitSurface, Kernel, KernelHeader, PrivateMemory, SamplerStateArray, KERNEL_HEADER_SIZE,
};
pub use patch::{
    parse_patch_list, ArgInfo, DataParameter, ExecutionEnvironment, ImageArgToken, PatchToken,
    PointerPatch, SamplerArgToken, Scope, StatefulBufferArgToken, StatelessArgToken,
    StatelessSurface, ThreadPayload, TokenData,
};
pub use state::{
    BindingTable, BindingTableEntry, InterfaceDescriptor, SamplerState, SurfaceState,
    INTERFACE_DESCRIPTOR_SIZE, SAMPLER_STATE_SIZE, SURFACE_STATE_SIZE,
};
pub use validate::{
    check_device, check_generation, check_kernel, device_generation, family_name, generation_of,
    SUPPORTED_DEVICES, SUPPORTED_FAMILIES,
};
