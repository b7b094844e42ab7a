//! Minimal reader for the ELF64 container that ocloc writes around an OpenCL program.
//!
//! Facts (NEO `shared/source/device_binary_format/elf/ocl_elf.h`): the ELF type is
//! 0xff04 (OpenCL executable) and sections carry OpenCL-specific types in the
//! 0xff000000.. range; the device binary (the patch-token program) has type 0xff000005.

use super::error::{LoadError, Result};
use super::reader::{c_string, Reader};

/// ELF type of an OpenCL executable produced by ocloc.
pub const ET_OPENCL_EXECUTABLE: u16 = 0xff04;
/// Section type of the patch-token device binary.
pub const SHT_OPENCL_DEV_BINARY: u32 = 0xff00_0005;
/// Section type of the build options string.
pub const SHT_OPENCL_OPTIONS: u32 = 0xff00_0006;
/// Section type of the SPIR-V module.
pub const SHT_OPENCL_SPIRV: u32 = 0xff00_0009;

/// Human-readable name of an ELF section type (OpenCL-specific ones included).
pub fn section_type_name(kind: u32) -> &'static str {
    match kind {
        0 => "null",
        1 => "progbits",
        2 => "symtab",
        3 => "strtab",
        0xff00_0000 => "opencl source",
        0xff00_0001 => "opencl header",
        0xff00_0002 => "llvm text",
        0xff00_0003 => "llvm binary",
        0xff00_0004 => "llvm archive",
        SHT_OPENCL_DEV_BINARY => "device binary",
        SHT_OPENCL_OPTIONS => "build options",
        0xff00_0007 => "pch",
        0xff00_0008 => "device debug",
        SHT_OPENCL_SPIRV => "spir-v",
        0xff00_000a => "non-coherent device binary",
        0xff00_000b => "spir-v spec-constant ids",
        0xff00_000c => "spir-v spec-constant values",
        _ => "other",
    }
}

/// One section of the container.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElfSection {
    /// Section name from the section-header string table.
    pub name: String,
    /// Section type (`sh_type`).
    pub kind: u32,
    /// File offset of the section contents.
    pub offset: usize,
    /// Size of the section contents in bytes.
    pub size: usize,
}

/// The parsed container: ELF type and sections, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElfContainer {
    /// `e_type` (0xff04 for ocloc executables).
    pub elf_type: u16,
    /// All sections, including the null section 0.
    pub sections: Vec<ElfSection>,
}

impl ElfContainer {
    /// The first section of the given type.
    pub fn section(&self, kind: u32) -> Option<&ElfSection> {
        self.sections.iter().find(|s| s.kind == kind)
    }
}

const SECTION_HEADER_SIZE: usize = 64;

/// Parses the ELF64 little-endian header and section table of `file`.
pub fn parse_elf(file: &[u8]) -> Result<ElfContainer> {
    let mut r = Reader::new(file, 0);
    let ident = r.bytes(16, "ELF identification")?;
    if &ident[..4] != b"\x7fELF" {
        return Err(LoadError::BadElf {
            offset: 0,
            reason: "missing \\x7fELF magic".into(),
        });
    }
    if ident[4] != 2 {
        return Err(LoadError::BadElf {
            offset: 4,
            reason: format!("ELF class {} is not ELF64 (2)", ident[4]),
        });
    }
    if ident[5] != 1 {
        return Err(LoadError::BadElf {
            offset: 5,
            reason: format!("ELF data encoding {} is not little-endian (1)", ident[5]),
        });
    }
    let elf_type = r.u16("ELF e_type")?;
    if elf_type != ET_OPENCL_EXECUTABLE {
        return Err(LoadError::BadElf {
            offset: 0x10,
            reason: format!(
                "ELF type {elf_type:#06x} is not an OpenCL executable ({ET_OPENCL_EXECUTABLE:#06x})"
            ),
        });
    }
    let mut r = Reader::new(file, 0);
    r.bytes(0x28, "ELF header")?;
    let shoff = r.u64("ELF e_shoff")?;
    r.bytes(0x3a - 0x30, "ELF header")?;
    let shentsize = r.u16("ELF e_shentsize")? as usize;
    let shnum = r.u16("ELF e_shnum")? as usize;
    let shstrndx = r.u16("ELF e_shstrndx")? as usize;
    if shnum == 0 {
        return Ok(ElfContainer {
            elf_type,
            sections: Vec::new(),
        });
    }
    if shentsize != SECTION_HEADER_SIZE {
        return Err(LoadError::BadElf {
            offset: 0x3a,
            reason: format!("section header entry size {shentsize}, expected 64"),
        });
    }
    let shoff = usize::try_from(shoff)
        .ok()
        .filter(|&o| o <= file.len())
        .ok_or_else(|| LoadError::BadElf {
            offset: 0x28,
            reason: format!(
                "section header table offset {shoff:#x} lies beyond the end of the file ({:#x})",
                file.len()
            ),
        })?;
    let mut table = Reader::new(&file[shoff..], shoff);
    let mut raw = Vec::with_capacity(shnum);
    for i in 0..shnum {
        let what = format!("ELF section header {i}");
        let mut h = table.sub(SECTION_HEADER_SIZE, &what)?;
        let name = h.u32(&what)?;
        let kind = h.u32(&what)?;
        h.bytes(16, &what)?;
        let off_at = h.offset();
        let offset = h.u64(&what)?;
        let size = h.u64(&what)?;
        // SHT_NOBITS (8) occupies no file space: record it as empty.
        let (offset, size) = if kind == 8 {
            (0, 0)
        } else {
            section_range(file.len(), offset, size, off_at, i)?
        };
        raw.push((name, kind, offset, size));
    }
    let strtab = match raw.get(shstrndx) {
        Some(&(_, _, off, size)) => &file[off..off + size],
        None if shstrndx == 0 => &[][..],
        None => {
            return Err(LoadError::BadElf {
                offset: 0x3e,
                reason: format!("section name table index {shstrndx} >= section count {shnum}"),
            })
        }
    };
    let sections = raw
        .into_iter()
        .map(|(name, kind, offset, size)| ElfSection {
            name: strtab
                .get(name as usize..)
                .map(c_string)
                .unwrap_or_default(),
            kind,
            offset,
            size,
        })
        .collect();
    Ok(ElfContainer { elf_type, sections })
}

fn section_range(
    file_len: usize,
    offset: u64,
    size: u64,
    at: usize,
    index: usize,
) -> Result<(usize, usize)> {
    let bad = || {
        LoadError::BadElf {
        offset: at,
        reason: format!(
            "section {index} spans {offset:#x}+{size:#x}, beyond the end of the file ({file_len:#x})"
        ),
    }
    };
    let off = usize::try_from(offset).map_err(|_| bad())?;
    let sz = usize::try_from(size).map_err(|_| bad())?;
    match off.checked_add(sz) {
        Some(end) if end <= file_len => Ok((off, sz)),
        _ => Err(bad()),
    }
}
