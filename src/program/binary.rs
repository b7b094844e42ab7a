//! The whole program: optional ELF container, patch-token program header, program-scope
//! tokens and kernels.

use super::debuginfo::{parse_debug_section, DebugLines};
use super::elf::{
    parse_elf, section_type_name, ElfContainer, SHT_OPENCL_DEV_BINARY, SHT_OPENCL_DEV_DEBUG,
    SHT_OPENCL_OPTIONS,
};
use super::error::{LoadError, Result};
use super::kernel::{parse_kernel, Kernel};
use super::patch::{parse_patch_list, PatchToken, PointerPatch, Scope, TokenData};
use super::reader::{c_string, usz, Reader};
use super::tokens::{MAGIC_CL, SUPPORTED_VERSION};

/// The program header (`SProgramBinaryHeader`, 28 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramHeader {
    /// Magic, 0x494e5443.
    pub magic: u32,
    /// Interface version (1081).
    pub version: u32,
    /// Device family code (12 = Gen9).
    pub device: u32,
    /// GPU pointer size in bytes.
    pub gpu_pointer_size: u32,
    /// Number of kernels.
    pub number_of_kernels: u32,
    /// Stepping id.
    pub stepping_id: u32,
    /// Size of the program-scope patch list.
    pub patch_list_size: u32,
}

/// Size of [`ProgramHeader`] in the binary.
pub const PROGRAM_HEADER_SIZE: usize = 28;

/// A loaded program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The ELF container, when the input was wrapped in one (ocloc's `.bin`).
    pub container: Option<ElfContainer>,
    /// Build options stored in the container.
    pub build_options: Option<String>,
    /// File offset of the patch-token program.
    pub device_binary_offset: usize,
    /// Program header.
    pub header: ProgramHeader,
    /// Program-scope tokens (global/constant data and pointer patches).
    pub tokens: Vec<PatchToken>,
    /// Kernels in file order.
    pub kernels: Vec<Kernel>,
    /// Source line tables by kernel name, from the device debug section (ocloc `-g`).
    pub debug_lines: DebugLines,
}

impl Program {
    /// The kernel with the given name.
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// Initial contents of program-scope `__global` buffer `index` (token 41).
    pub fn global_buffer(&self, index: u32) -> Option<&[u8]> {
        self.tokens.iter().find_map(|t| match &t.data {
            TokenData::GlobalMemorySurfaceProgramBinaryInfo {
                global_buffer_index,
                inline_data,
                ..
            } if *global_buffer_index == index => Some(inline_data.as_slice()),
            _ => None,
        })
    }

    /// Initial contents of program-scope `__constant` buffer `index` (token 42).
    pub fn constant_buffer(&self, index: u32) -> Option<&[u8]> {
        self.tokens.iter().find_map(|t| match &t.data {
            TokenData::ConstantMemorySurfaceProgramBinaryInfo {
                constant_buffer_index,
                inline_data,
            } if *constant_buffer_index == index => Some(inline_data.as_slice()),
            _ => None,
        })
    }

    /// Pointers stored in program-scope buffers that must be relocated to the address of
    /// another buffer: `(patch lives in a constant buffer, patch)` (tokens 47 and 48).
    pub fn pointer_patches(&self) -> impl Iterator<Item = (bool, &PointerPatch)> {
        self.tokens.iter().filter_map(|t| match &t.data {
            TokenData::GlobalPointerProgramBinaryInfo(p) => Some((false, p)),
            TokenData::ConstantPointerProgramBinaryInfo(p) => Some((true, p)),
            _ => None,
        })
    }

    /// Tokens at program or kernel scope that the decoder does not know.
    pub fn unknown_token_count(&self) -> usize {
        self.tokens.iter().filter(|t| t.is_unknown()).count()
            + self
                .kernels
                .iter()
                .map(|k| k.unknown_tokens().count())
                .sum::<usize>()
    }
}

/// Parses ocloc output: an ELF container holding a device binary, or a raw device binary.
pub fn parse_program(file: &[u8]) -> Result<Program> {
    if file.starts_with(b"\x7fELF") {
        let elf = parse_elf(file)?;
        let dev = elf
            .section(SHT_OPENCL_DEV_BINARY)
            .ok_or_else(|| LoadError::NoDeviceBinary {
                sections: elf
                    .sections
                    .iter()
                    .skip(1)
                    .map(|s| {
                        format!(
                            "'{}' ({:#x}, {})",
                            s.name,
                            s.kind,
                            section_type_name(s.kind)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
            })?;
        let (off, size) = (dev.offset, dev.size);
        let build_options = elf
            .section(SHT_OPENCL_OPTIONS)
            .map(|s| c_string(&file[s.offset..s.offset + s.size]));
        let mut p = parse_device_binary(&file[off..off + size], off)?;
        if let Some(s) = elf.section(SHT_OPENCL_DEV_DEBUG) {
            p.debug_lines = parse_debug_section(&file[s.offset..s.offset + s.size], s.offset)?;
        }
        p.container = Some(elf);
        p.build_options = build_options;
        Ok(p)
    } else if file.len() >= 4 && file[..4] == MAGIC_CL.to_le_bytes() {
        parse_device_binary(file, 0)
    } else {
        Err(LoadError::UnknownFormat {
            found: file.iter().take(8).copied().collect(),
        })
    }
}

/// Parses a patch-token program that starts at file offset `base`.
pub fn parse_device_binary(bin: &[u8], base: usize) -> Result<Program> {
    let mut r = Reader::new(bin, base);
    let what = "patch-token program header";
    let f: [u32; 7] = r.u32s(what)?;
    let header = ProgramHeader {
        magic: f[0],
        version: f[1],
        device: f[2],
        gpu_pointer_size: f[3],
        number_of_kernels: f[4],
        stepping_id: f[5],
        patch_list_size: f[6],
    };
    if header.magic != MAGIC_CL {
        return Err(LoadError::BadMagic {
            offset: base,
            found: header.magic,
        });
    }
    if header.version != SUPPORTED_VERSION {
        return Err(LoadError::UnsupportedVersion {
            offset: base + 4,
            found: header.version,
            expected: SUPPORTED_VERSION,
        });
    }
    let list_at = r.offset();
    let list = r.bytes(usz(header.patch_list_size), "program-scope patch list")?;
    let tokens = parse_patch_list(list, list_at, Scope::Program)?;
    // Each kernel needs at least its 40-byte header: reject absurd counts before allocating.
    let max_kernels = r.remaining() / super::kernel::KERNEL_HEADER_SIZE;
    if usz(header.number_of_kernels) > max_kernels {
        return Err(LoadError::malformed(
            base + 16,
            format!(
                "NumberOfKernels is {}, but only {} bytes follow (room for at most {max_kernels} kernel headers)",
                header.number_of_kernels,
                r.remaining()
            ),
        ));
    }
    let mut kernels = Vec::with_capacity(usz(header.number_of_kernels));
    for i in 0..header.number_of_kernels {
        kernels.push(parse_kernel(&mut r, i)?);
    }
    Ok(Program {
        container: None,
        build_options: None,
        device_binary_offset: base,
        header,
        tokens,
        kernels,
        debug_lines: DebugLines::new(),
    })
}
