//! A line writer with iga64's column alignment: each column has a preferred width; a short
//! column is padded with spaces, a long one accumulates "debt" that later columns repay by
//! padding less. Text written with [`Line::raw`] is not counted toward the column width
//! (iga writes immediates, labels and descriptors that way, which shifts later columns).

/// Column widths iga64 uses.
pub(crate) mod cols {
    /// `(W&~f0.0)` predication column.
    pub const PREDICATION: usize = 7;
    /// Mnemonic and execution info.
    pub const OPCODE: usize = 13;
    /// Flag modifier `(lt)f0.0`.
    pub const FLAG_MOD: usize = 9;
    /// Destination operand.
    pub const DST: usize = 12;
    /// Source operand.
    pub const SRC: usize = 16;
    /// Send destination.
    pub const SEND_DST: usize = 7;
    /// Send source.
    pub const SEND_SRC: usize = 6;
    /// Send descriptor.
    pub const SEND_DESC: usize = 10;
}

/// One output line under construction.
pub(crate) struct Line<'a> {
    out: &'a mut String,
    capacity: Option<usize>,
    size: usize,
    debt: usize,
}

impl<'a> Line<'a> {
    pub(crate) fn new(out: &'a mut String) -> Line<'a> {
        Line {
            out,
            capacity: None,
            size: 0,
            debt: 0,
        }
    }

    /// Write counted text.
    pub(crate) fn emit(&mut self, s: &str) {
        self.out.push_str(s);
        self.size += s.len();
    }

    /// Write a counted character.
    pub(crate) fn emit_char(&mut self, c: char) {
        self.out.push(c);
        self.size += c.len_utf8();
    }

    /// Write text that does not count toward the column width.
    pub(crate) fn raw(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Write `n` counted spaces.
    pub(crate) fn spaces(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push(' ');
        }
        self.size += n;
    }

    pub(crate) fn start(&mut self, width: usize) {
        self.capacity = Some(width);
        self.size = 0;
    }

    pub(crate) fn finish(&mut self) {
        let cap = self.capacity.take().unwrap_or(0);
        if self.size <= cap {
            let mut pad = cap - self.size;
            let fix = self.debt.min(pad);
            pad -= fix;
            self.debt -= fix;
            for _ in 0..pad {
                self.out.push(' ');
            }
        } else {
            self.debt += self.size - cap;
        }
        self.size = 0;
    }
}
