//! Source lines from the debug information ocloc stores with `-g`: the container's device
//! debug section (type 0xff000008, the same bytes as ocloc's `.dbg` file) holds a header
//! (`SProgramDebugDataHeaderIGC`: magic 'CTNI', version, size, device, stepping, pointer size,
//! kernel count; 7 x u32) and, per kernel, a `SKernelDebugDataHeaderIGC` (name size, vISA
//! debug size, Gen ISA debug size; 3 x u32), the padded kernel name and an ELF64 whose
//! `.text` is the kernel's ISA. Its DWARF `.debug_line` addresses are byte offsets into that
//! kernel's ISA (the only relocation, `.rela.debug_line`, is `.text + 0` with `.text` at 0),
//! the offsets `iga64 -Xprint-pc` prints.

use super::error::{LoadError, Result};
use super::reader::{usz, Reader};
use super::tokens::MAGIC_CL;
use std::collections::BTreeMap;

/// One row of a kernel's line table: instructions from `ip` up to the next row's `ip`
/// come from `line` of `file`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineRow {
    /// Byte offset of the first instruction in the kernel's ISA.
    pub ip: u32,
    /// Index into [`LineTable::files`].
    pub file: usize,
    /// 1-based source line (0: no line, e.g. compiler-generated code).
    pub line: u32,
}

/// The line table of one kernel, rows sorted by `ip`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct LineTable {
    /// Source file paths as the compiler recorded them (directory joined when relative).
    pub files: Vec<String>,
    /// Rows sorted by `ip`; the last row ends the sequence.
    pub rows: Vec<LineRow>,
}

impl LineTable {
    /// The `(file, line)` of the instruction at byte offset `ip`, if a row covers it.
    pub fn lookup(&self, ip: u32) -> Option<(&str, u32)> {
        let i = self.rows.partition_point(|r| r.ip <= ip).checked_sub(1)?;
        let row = &self.rows[i];
        let file = self.files.get(row.file)?;
        (row.line != 0 && i + 1 < self.rows.len()).then_some((file.as_str(), row.line))
    }
}

/// Line tables of every kernel that has debug information, by kernel name.
pub type DebugLines = BTreeMap<String, LineTable>;

/// Parses the device debug section `data` (at file offset `base`) into line tables.
pub fn parse_debug_section(data: &[u8], base: usize) -> Result<DebugLines> {
    let mut r = Reader::new(data, base);
    let [magic, _version, _size, _device, _stepping, _ptr, kernels] =
        r.u32s::<7>("program debug header")?;
    if magic != MAGIC_CL {
        return Err(bad(
            base,
            format!("debug data magic {magic:#x}, expected 'CTNI'"),
        ));
    }
    let mut out = DebugLines::new();
    for _ in 0..kernels {
        let [name_size, visa_size, gen_size] = r.u32s::<3>("kernel debug header")?;
        let name = r.bytes(usz(name_size), "kernel debug name")?;
        let name = String::from_utf8_lossy(name.split(|&b| b == 0).next().unwrap_or(&[]));
        let at = r.offset();
        let elf = r.bytes(usz(visa_size), "kernel debug ELF")?;
        r.bytes(usz(gen_size), "kernel Gen ISA debug data")?;
        if !elf.is_empty() {
            out.insert(name.into_owned(), line_table(elf).map_err(|e| bad(at, e))?);
        }
    }
    Ok(out)
}

fn bad(offset: usize, reason: String) -> LoadError {
    LoadError::BadDebugInfo { offset, reason }
}

/// The contents of section `name` of the little-endian ELF64 `elf` (empty when absent).
fn elf_section<'a>(elf: &'a [u8], name: &str) -> std::result::Result<&'a [u8], String> {
    let field = |at: usize, n: usize| -> std::result::Result<u64, String> {
        let b = elf
            .get(at..at + n)
            .ok_or_else(|| format!("ELF field at +{at:#x} beyond its {} bytes", elf.len()))?;
        Ok(b.iter().rev().fold(0u64, |v, &x| (v << 8) | u64::from(x)))
    };
    if !elf.starts_with(b"\x7fELF") || elf.get(4) != Some(&2) || elf.get(5) != Some(&1) {
        return Err("kernel debug data is not a little-endian ELF64".into());
    }
    let (shoff, shnum, shstrndx) = (field(0x28, 8)? as usize, field(0x3c, 2)?, field(0x3e, 2)?);
    let header = |i: u64| -> std::result::Result<(u64, usize, usize), String> {
        let h = shoff + i as usize * 64;
        Ok((
            field(h, 4)?,
            field(h + 0x18, 8)? as usize,
            field(h + 0x20, 8)? as usize,
        ))
    };
    let slice = |off: usize, size: usize| {
        elf.get(off..off.saturating_add(size))
            .ok_or_else(|| format!("ELF section at +{off:#x} ({size} bytes) beyond the data"))
    };
    let (_, stroff, strsize) = header(shstrndx)?;
    let strtab = slice(stroff, strsize)?;
    for i in 0..shnum {
        let (name_at, off, size) = header(i)?;
        let n = strtab.get(name_at as usize..).unwrap_or(&[]);
        if n.split(|&b| b == 0).next() == Some(name.as_bytes()) {
            return slice(off, size);
        }
    }
    Ok(&[])
}

/// The line table of one kernel's debug ELF.
fn line_table(elf: &[u8]) -> std::result::Result<LineTable, String> {
    use gimli::{EndianSlice, LittleEndian};
    let load = |id: gimli::SectionId| -> std::result::Result<_, String> {
        Ok(EndianSlice::new(elf_section(elf, id.name())?, LittleEndian))
    };
    let dwarf = gimli::Dwarf::load(load)?;
    let derr = |e: gimli::Error| format!("DWARF: {e}");
    let mut table = LineTable::default();
    let mut units = dwarf.units();
    while let Some(header) = units.next().map_err(derr)? {
        let unit = dwarf.unit(header).map_err(derr)?;
        let Some(program) = unit.line_program.clone() else {
            continue;
        };
        let mut rows = program.rows();
        let mut file_index = BTreeMap::new();
        while let Some((header, row)) = rows.next_row().map_err(derr)? {
            let file = match file_index.get(&row.file_index()) {
                Some(&f) => f,
                None => {
                    let path = file_path(&dwarf, &unit, header, row.file_index())?;
                    table.files.push(path);
                    file_index.insert(row.file_index(), table.files.len() - 1);
                    table.files.len() - 1
                }
            };
            // an end-of-sequence row covers nothing (line 0)
            let line = match row.line() {
                Some(l) if !row.end_sequence() => l.get() as u32,
                _ => 0,
            };
            let ip = u32::try_from(row.address()).map_err(|_| "address over 4 GB".to_string())?;
            table.rows.push(LineRow { ip, file, line });
        }
    }
    table.rows.sort_by_key(|r| r.ip);
    Ok(table)
}

type Slice<'a> = gimli::EndianSlice<'a, gimli::LittleEndian>;

/// The path of file `index` of a line program: directory joined when the name is relative.
fn file_path(
    dwarf: &gimli::Dwarf<Slice<'_>>,
    unit: &gimli::Unit<Slice<'_>>,
    header: &gimli::LineProgramHeader<Slice<'_>>,
    index: u64,
) -> std::result::Result<String, String> {
    let Some(file) = header.file(index) else {
        return Ok(format!("<file {index}>"));
    };
    let text = |v| -> std::result::Result<String, String> {
        let s = dwarf
            .attr_string(unit, v)
            .map_err(|e| format!("DWARF: {e}"))?;
        Ok(s.to_string_lossy().into_owned())
    };
    let name = text(file.path_name())?;
    if name.starts_with('/') {
        return Ok(name);
    }
    match file.directory(header) {
        Some(dir) => {
            let dir = text(dir)?;
            Ok(if dir.is_empty() {
                name
            } else {
                format!("{dir}/{name}")
            })
        }
        None => Ok(name),
    }
}

#[cfg(test)]
mod tests {
    use crate::program::parse_program;

    /// tests/debug_kernels/saxpy_g.cl built with `-g`; instruction offsets from
    /// `iga64 -p=9 -d -Xprint-pc` on its ISA: mad at 0xd0 and 0xd8, the store's sends at 0xe0
    /// and 0xf0, the second `send` of x (M16) at 0xb0, the EOT send at 0x100 (272 bytes).
    const FIXTURE: &[u8] = include_bytes!("../../tests/debug_kernels/saxpy_g_Gen9core.bin");

    #[test]
    fn fixture_maps_instructions_to_source_lines() {
        let p = parse_program(FIXTURE).unwrap();
        let t = &p.debug_lines["saxpy"];
        assert_eq!(t.files, ["saxpy_g.cl"]);
        assert_eq!(
            t.rows.len(),
            12,
            "the rows readelf --debug-dump=decodedline lists"
        );
        let info = crate::program::render_info(&p);
        assert!(info.contains("debug line table: kernel saxpy, 12 rows, files saxpy_g.cl"));
        let line = |ip| t.lookup(ip).map(|(_, l)| l);
        assert_eq!(line(0xd0), Some(6), "mad is the fma on line 6");
        assert_eq!(line(0xd8), Some(6));
        assert_eq!(line(0xe0), Some(7), "sends is the store y[i] = r");
        assert_eq!(line(0xf0), Some(7));
        assert_eq!(line(0xb0), Some(5), "the M16 load of x[i]");
        assert_eq!(line(0x100), Some(8), "EOT at the closing brace");
        assert_eq!(line(0x110), None, "past the end of the ISA");
    }

    #[test]
    fn programs_without_g_have_no_line_tables() {
        let bin = include_bytes!("../../tests/loader_devices/copy_skl.bin");
        assert!(parse_program(bin).unwrap().debug_lines.is_empty());
    }

    #[test]
    fn truncated_debug_section_is_an_error_naming_it() {
        let e = super::parse_debug_section(b"CTNI", 0x40)
            .unwrap_err()
            .to_string();
        assert!(e.contains("program debug header"), "{e}");
    }
}
