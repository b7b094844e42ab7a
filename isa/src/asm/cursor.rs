//! A character cursor over one line of assembly text that tracks the column for error messages.

use super::error::{ParseError, ParseErrorKind};

/// Scanning position inside one line (comments already removed).
pub(crate) struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// The platform whose syntax is being read.
    pub platform: crate::Platform,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`, which is line `line` (1-based) of the input.
    pub(crate) fn new(text: &'a str, line: usize) -> Cursor<'a> {
        Cursor {
            text,
            pos: 0,
            line,
            platform: crate::Platform::Gen9,
        }
    }

    /// The unread rest of the line.
    pub(crate) fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Byte position (for backtracking with [`Cursor::reset`]).
    pub(crate) fn mark(&self) -> usize {
        self.pos
    }

    /// Go back to a position from [`Cursor::mark`].
    pub(crate) fn reset(&mut self, mark: usize) {
        self.pos = mark;
    }

    /// 1-based column of byte position `pos`.
    fn column_of(&self, pos: usize) -> usize {
        self.text[..pos].chars().count() + 1
    }

    /// Skip spaces and tabs.
    pub(crate) fn skip_ws(&mut self) {
        let rest = self.rest();
        let trimmed = rest.trim_start_matches([' ', '\t', '\r']);
        self.pos += rest.len() - trimmed.len();
    }

    /// Whether only whitespace remains.
    pub(crate) fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos >= self.text.len()
    }

    /// The next character without consuming it (after no whitespace skipping).
    pub(crate) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Consume `c` if it is next (whitespace is skipped first); report whether it was.
    pub(crate) fn eat(&mut self, c: char) -> bool {
        self.skip_ws();
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Consume `c` at the exact position (no whitespace skipping).
    pub(crate) fn eat_here(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Consume `s` if the rest starts with it (whitespace skipped first).
    pub(crate) fn eat_str(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Require `c` next, or fail with "expected `what`".
    pub(crate) fn expect(&mut self, c: char, what: &str) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    /// Read a word made of ASCII letters, digits and `_` (possibly empty), without skipping
    /// whitespace.
    pub(crate) fn word(&mut self) -> &'a str {
        let rest = self.rest();
        let n = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// Read a run of ASCII decimal digits (possibly empty).
    pub(crate) fn digits(&mut self) -> &'a str {
        let rest = self.rest();
        let n = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// Read an unsigned decimal number that fits `u32`; `what` names it in errors.
    pub(crate) fn number(&mut self, what: &str) -> Result<u32, ParseError> {
        let start = self.pos;
        let d = self.digits();
        if d.is_empty() {
            return Err(self.expected(what));
        }
        d.parse::<u32>()
            .map_err(|_| self.invalid_at(start, what, format!("`{d}` is too large")))
    }

    /// A short description of the text at the cursor, for error messages.
    pub(crate) fn found(&self) -> String {
        let rest = self.rest().trim_start();
        if rest.is_empty() {
            return "end of line".to_string();
        }
        let tok: String = rest
            .chars()
            .take_while(|c| !c.is_whitespace())
            .take(24)
            .collect();
        format!("`{tok}`")
    }

    /// An "expected `what`" error at the cursor (after whitespace).
    pub(crate) fn expected(&self, what: &str) -> ParseError {
        let skipped = self.rest().len() - self.rest().trim_start().len();
        ParseError {
            line: self.line,
            column: self.column_of(self.pos + skipped),
            kind: ParseErrorKind::Expected {
                expected: what.to_string(),
                found: self.found(),
            },
        }
    }

    /// An "invalid `what`" error at byte position `pos`.
    pub(crate) fn invalid_at(&self, pos: usize, what: &str, detail: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column_of(pos),
            kind: ParseErrorKind::Invalid {
                what: what.to_string(),
                detail,
            },
        }
    }
}
