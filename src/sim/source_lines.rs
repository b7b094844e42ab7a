//! Per-source-line totals of a profile, when the program carries debug line tables (ocloc
//! `-g`): every instruction's counts summed into the OpenCL C line its debug information names.

use super::profile::{InstCounts, InstProfile};
use crate::program::LineTable;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;

/// Totals of one source line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SourceLineProfile {
    /// Source file as recorded in the debug information.
    pub file: String,
    /// 1-based line number.
    pub line: u32,
    /// The line's text, when the source file was found (recorded path, else the file name
    /// next to the program).
    pub text: Option<String>,
    /// Byte offsets of its instructions, in program order.
    pub ips: Vec<u32>,
    /// Its instructions' counts, summed over every hardware thread.
    pub counts: InstCounts,
}

/// The whole text of one source file that has lines in the profile (the report shows every
/// line, those without instructions greyed).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SourceFile {
    /// Source file as recorded in the debug information (as [`SourceLineProfile::file`]).
    pub file: String,
    /// Its lines, in order.
    pub lines: Vec<String>,
}

/// Sums `insts` into source lines by `table`, in (file, line) order; instructions without a
/// line are left out. Source text is read from the recorded path or, failing that, from the
/// file's name in `program_dir`; the files found are returned whole, in file order.
pub fn source_lines(
    insts: &[InstProfile],
    table: &LineTable,
    program_dir: Option<&Path>,
) -> (Vec<SourceLineProfile>, Vec<SourceFile>) {
    let mut by_line: BTreeMap<(&str, u32), SourceLineProfile> = BTreeMap::new();
    for i in insts {
        let Some((file, line)) = table.lookup(i.ip) else {
            continue;
        };
        let e = by_line
            .entry((file, line))
            .or_insert_with(|| SourceLineProfile {
                file: file.to_string(),
                line,
                text: None,
                ips: Vec::new(),
                counts: InstCounts::default(),
            });
        e.ips.push(i.ip);
        e.counts.add(&i.counts);
    }
    let mut sources: BTreeMap<String, Option<Vec<String>>> = BTreeMap::new();
    let mut out: Vec<SourceLineProfile> = by_line.into_values().collect();
    for l in &mut out {
        let lines = sources
            .entry(l.file.clone())
            .or_insert_with(|| read_source(&l.file, program_dir));
        l.text = lines
            .as_ref()
            .and_then(|v| v.get(l.line as usize - 1).cloned());
    }
    let files = sources
        .into_iter()
        .filter_map(|(file, lines)| {
            Some(SourceFile {
                file,
                lines: lines?,
            })
        })
        .collect();
    (out, files)
}

/// The source line of every instruction offset in `table`, for trace annotations
/// (`file:line`, the profile's [`SourceLineProfile`] key).
pub fn trace_lines(table: &LineTable) -> traces::SourceLines {
    let last = table.rows.len().saturating_sub(1);
    traces::SourceLines::new(table.rows.iter().enumerate().map(|(i, r)| {
        let file = table.files.get(r.file);
        let line = file
            .filter(|_| r.line != 0 && i < last)
            .map(|f| format!("{f}:{}", r.line));
        (r.ip, line)
    }))
}

/// The lines of source `file`: at its recorded path, else by file name in `program_dir`.
fn read_source(file: &str, program_dir: Option<&Path>) -> Option<Vec<String>> {
    let recorded = Path::new(file);
    let beside = program_dir
        .zip(recorded.file_name())
        .map(|(d, n)| d.join(n));
    [Some(recorded.to_path_buf()), beside]
        .into_iter()
        .flatten()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .map(|s| s.lines().map(str::to_string).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::LineRow;

    fn inst(ip: u32, executions: u64, issue_cycles: u64) -> InstProfile {
        InstProfile {
            ip,
            text: String::new(),
            counts: InstCounts {
                executions,
                issue_cycles,
                ..Default::default()
            },
        }
    }

    #[test]
    fn instructions_sum_into_their_lines() {
        let row = |ip, line| LineRow { ip, file: 0, line };
        let table = LineTable {
            files: vec!["nowhere/k.cl".into()],
            rows: vec![
                row(0, 3),
                row(0x20, 0),
                row(0x30, 3),
                row(0x40, 4),
                row(0x50, 0),
            ],
        };
        let insts = [
            inst(0, 1, 2),
            inst(0x10, 1, 4),
            inst(0x20, 1, 1),
            inst(0x30, 2, 8),
        ];
        let (v, files) = source_lines(&insts, &table, None);
        assert!(files.is_empty(), "no such file");
        assert_eq!(v.len(), 1, "line 0 and uncovered offsets are left out");
        assert_eq!((v[0].line, v[0].ips.clone()), (3, vec![0, 0x10, 0x30]));
        assert_eq!((v[0].counts.executions, v[0].counts.issue_cycles), (4, 14));
        assert_eq!(v[0].text, None, "no such file");
        let t = trace_lines(&table);
        let at = |ip| t.iid(ip).map(|i| t.name(i).to_string());
        for ip in [0, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60] {
            let want = table.lookup(ip).map(|(f, l)| format!("{f}:{l}"));
            assert_eq!(at(ip), want, "{ip:#x}: the table's own look-up");
        }
    }
}
