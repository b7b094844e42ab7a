//! Whole-kernel assembly: lay instructions out, resolve labels to JIP/UIP offsets, encode.

use std::collections::HashMap;

use super::encode::encode_for;
use super::error::AssembleError;
use super::form::{set_branch, stored_offset};
use super::parse::{parse_for, ParsedLine, Target};
use crate::model::Instruction;
use crate::opcode::Opcode;
use crate::Platform;

/// Parse `text`, resolve its labels and return every instruction with its byte offset, in
/// the form [`super::encode`] takes (branch fields holding stored Gen9 offsets).
pub fn assemble_instructions(text: &str) -> Result<Vec<(u32, Instruction)>, AssembleError> {
    assemble_instructions_for(Platform::Gen9, text)
}

/// [`assemble_instructions`] for `platform`'s syntax.
pub fn assemble_instructions_for(
    platform: Platform,
    text: &str,
) -> Result<Vec<(u32, Instruction)>, AssembleError> {
    Ok(resolve(platform, text)?
        .into_iter()
        .map(|(pc, inst, _)| (pc, inst))
        .collect())
}

/// Parse and resolve; every instruction comes with its offset and source line.
fn resolve(
    platform: Platform,
    text: &str,
) -> Result<Vec<(u32, Instruction, usize)>, AssembleError> {
    let lines = parse_for(platform, text)?;
    // Pass 1: addresses.
    let mut labels: HashMap<&str, (u32, usize)> = HashMap::new();
    let mut pc: u64 = 0;
    for l in &lines {
        match l {
            ParsedLine::Label { name, line } => {
                if let Some(&(_, first)) = labels.get(name.as_str()) {
                    return Err(AssembleError::DuplicateLabel {
                        line: *line,
                        first,
                        label: name.clone(),
                    });
                }
                let addr = u32::try_from(pc).map_err(|_| AssembleError::OffsetOutOfRange {
                    line: *line,
                    offset: pc as i64,
                })?;
                labels.insert(name, (addr, *line));
            }
            ParsedLine::Instruction(p) => pc += if p.inst.compacted { 8 } else { 16 },
        }
    }
    // Pass 2: resolve.
    let mut out = Vec::new();
    let mut pc: i64 = 0;
    for l in &lines {
        let ParsedLine::Instruction(p) = l else {
            continue;
        };
        let mut inst = p.inst.clone();
        let len = if inst.compacted { 8 } else { 16 };
        let has_label =
            matches!(p.jip, Some(Target::Label(_))) || matches!(p.uip, Some(Target::Label(_)));
        if has_label {
            let resolve = |t: &Option<Target>| -> Result<Option<i32>, AssembleError> {
                let Some(t) = t else { return Ok(None) };
                let written = match t {
                    Target::Offset(v) => *v,
                    Target::Label(name) => {
                        let &(addr, _) = labels.get(name.as_str()).ok_or_else(|| {
                            AssembleError::UndefinedLabel {
                                line: p.line,
                                label: name.clone(),
                            }
                        })?;
                        // calla takes an absolute address; the others are relative to the
                        // branch instruction.
                        if inst.opcode == Opcode::Calla {
                            addr as i64
                        } else {
                            addr as i64 - pc
                        }
                    }
                };
                let stored = stored_offset(&inst, written);
                i32::try_from(stored)
                    .map(Some)
                    .map_err(|_| AssembleError::OffsetOutOfRange {
                        line: p.line,
                        offset: stored,
                    })
            };
            let jip = resolve(&p.jip)?.unwrap_or(0);
            let uip = resolve(&p.uip)?;
            set_branch(&mut inst, jip, uip);
        }
        out.push((pc as u32, inst, p.line));
        pc += len;
    }
    Ok(out)
}

/// Assemble IGA text into Gen9 machine code (native 16-byte instructions, 8-byte ones where
/// the text says `{Compacted}`), resolving labels to JIP/UIP byte offsets.
pub fn assemble(text: &str) -> Result<Vec<u8>, AssembleError> {
    assemble_for(Platform::Gen9, text)
}

/// Assemble IGA text of `platform` (what `iga64 -d -p=<platform>` prints) into machine code.
pub fn assemble_for(platform: Platform, text: &str) -> Result<Vec<u8>, AssembleError> {
    let insts = resolve(platform, text)?;
    let mut bytes = Vec::with_capacity(insts.len() * 16);
    for (_, inst, line) in &insts {
        let b = encode_for(platform, inst).map_err(|source| AssembleError::Encode {
            line: *line,
            source,
        })?;
        bytes.extend_from_slice(&b);
    }
    Ok(bytes)
}
