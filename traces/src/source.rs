//! The source line of each instruction, for the `line` annotation of instruction spans.

/// The OpenCL C source line of every instruction offset of a kernel (from the program's debug
/// line table), as `file:line` strings with interning ids from 1 in order of first row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceLines {
    /// Row starts (byte offsets, ascending) and the index into `names` of the line from
    /// there on ([`NONE`]: no line).
    rows: Vec<(u32, u32)>,
    names: Vec<String>,
}

/// A row without a line.
const NONE: u32 = u32::MAX;

impl SourceLines {
    /// From rows `(ip, line)` sorted by `ip`: the instructions from `ip` up to the next row's
    /// have `line` (`file:line`; `None`: compiler-generated code, or the end of the table).
    pub fn new(rows: impl IntoIterator<Item = (u32, Option<String>)>) -> Self {
        let mut s = SourceLines::default();
        for (ip, line) in rows {
            let i = match line {
                None => NONE,
                Some(l) => match s.names.iter().position(|n| *n == l) {
                    Some(i) => i as u32,
                    None => {
                        s.names.push(l);
                        s.names.len() as u32 - 1
                    }
                },
            };
            s.rows.push((ip, i));
        }
        s
    }

    /// Whether no instruction has a line.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The interning id of the line of the instruction at byte offset `ip`.
    #[inline]
    pub fn iid(&self, ip: u32) -> Option<u64> {
        let i = self.rows.partition_point(|r| r.0 <= ip).checked_sub(1)?;
        let line = self.rows[i].1;
        (line != NONE).then(|| u64::from(line) + 1)
    }

    /// The `file:line` of interning id `iid`.
    pub fn name(&self, iid: u64) -> &str {
        iid.checked_sub(1)
            .and_then(|i| self.names.get(i as usize))
            .map_or("", String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_cover_instructions_up_to_the_next_row() {
        let l = |s: &str| Some(s.to_string());
        let s = SourceLines::new([
            (0, l("k.cl:3")),
            (0x20, None),
            (0x30, l("k.cl:4")),
            (0x40, l("k.cl:3")),
            (0x50, None),
        ]);
        let at = |ip| s.iid(ip).map(|i| s.name(i));
        assert_eq!(at(0), Some("k.cl:3"));
        assert_eq!(at(0x10), Some("k.cl:3"));
        assert_eq!(at(0x20), None);
        assert_eq!(at(0x38), Some("k.cl:4"));
        assert_eq!(s.iid(0x40), s.iid(0), "one id per line");
        assert_eq!(at(0x60), None, "past the table's end");
        assert!(!s.is_empty());
    }
}
