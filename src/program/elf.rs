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
/// Section type of the device debug data (ocloc `-g`: per-kernel DWARF).
pub const SHT_OPENCL_DEV_DEBUG: u32 = 0xff00_0008;
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
        SHT_OPENCL_DEV_DEBUG => "device debug",
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

/// The ELF type of `file`, after checking it is an ELF64 little-endian OpenCL executable.
fn elf_type(file: &[u8]) -> Result<u16> {
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
        let hint = if elf_type == 1 || elf_type == 2 {
            "; this looks like a zebin (the ELF format newer ocloc versions emit for Gen12+), \
             but eusim reads Gen9 patch-token programs: compile with -device skl"
        } else {
            ""
        };
        return Err(LoadError::BadElf {
            offset: 0x10,
            reason: format!(
                "ELF type {elf_type:#06x} is not an OpenCL executable ({ET_OPENCL_EXECUTABLE:#06x}){hint}"
            ),
        });
    }
    Ok(elf_type)
}

/// Parses the ELF64 little-endian header and section table of `file`.
pub fn parse_elf(file: &[u8]) -> Result<ElfContainer> {
    let elf_type = elf_type(file)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn header(elf_type: u16) -> Vec<u8> {
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(b"\x7fELF");
        h[4] = 2;
        h[5] = 1;
        h[0x10..0x12].copy_from_slice(&elf_type.to_le_bytes());
        h
    }

    #[test]
    fn header_checks_name_the_problem() {
        let e = parse_elf(&header(1)).unwrap_err().to_string();
        assert!(e.contains("zebin"), "{e}");
        let mut h = header(ET_OPENCL_EXECUTABLE);
        h[4] = 1;
        let e = parse_elf(&h).unwrap_err().to_string();
        assert!(e.contains("not ELF64"), "{e}");
        // No sections at all is a valid (empty) container.
        let c = parse_elf(&header(ET_OPENCL_EXECUTABLE)).unwrap();
        assert!(c.sections.is_empty());
    }

    #[test]
    fn section_beyond_the_file_is_rejected() {
        let mut f = header(ET_OPENCL_EXECUTABLE);
        f[0x28..0x30].copy_from_slice(&64u64.to_le_bytes()); // e_shoff
        f[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes()); // e_shentsize
        f[0x3c..0x3e].copy_from_slice(&1u16.to_le_bytes()); // e_shnum
        let mut sh = vec![0u8; 64];
        sh[4..8].copy_from_slice(&SHT_OPENCL_DEV_BINARY.to_le_bytes());
        sh[0x18..0x20].copy_from_slice(&130u64.to_le_bytes()); // sh_offset, past the end
        sh[0x20..0x28].copy_from_slice(&8u64.to_le_bytes()); // sh_size
        f.extend_from_slice(&sh);
        let e = parse_elf(&f).unwrap_err();
        assert!(matches!(e, LoadError::BadElf { offset: 0x58, .. }), "{e}");
        f.resize(138, 0);
        let c = parse_elf(&f).unwrap();
        assert_eq!(
            c.section(SHT_OPENCL_DEV_BINARY).map(|s| (s.offset, s.size)),
            Some((130, 8))
        );
    }
}
