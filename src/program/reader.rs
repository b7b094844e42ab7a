//! Bounds-checked little-endian reading of a byte slice that remembers file offsets.

use super::error::{LoadError, Result};

/// A cursor over `data`, where `data[0]` lies at file offset `base`.
#[derive(Clone, Debug)]
pub(crate) struct Reader<'a> {
    data: &'a [u8],
    base: usize,
    pos: usize,
}

impl<'a> Reader<'a> {
    /// A reader over `data`, which starts at file offset `base`.
    pub(crate) fn new(data: &'a [u8], base: usize) -> Self {
        Reader { data, base, pos: 0 }
    }

    /// File offset of the next byte to be read.
    pub(crate) fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Bytes left to read.
    pub(crate) fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// Takes the next `n` bytes, or reports what was being read when they are missing.
    pub(crate) fn bytes(&mut self, n: usize, what: &str) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return Err(LoadError::Truncated {
                what: what.to_string(),
                offset: self.offset(),
                needed: n,
                available: self.remaining(),
            });
        }
        let out = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    /// Takes the next `n` bytes as a sub-reader that keeps file offsets.
    pub(crate) fn sub(&mut self, n: usize, what: &str) -> Result<Reader<'a>> {
        let base = self.offset();
        let bytes = self.bytes(n, what)?;
        Ok(Reader::new(bytes, base))
    }

    /// Reads a little-endian `u16`.
    pub(crate) fn u16(&mut self, what: &str) -> Result<u16> {
        let b = self.bytes(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    /// Reads a little-endian `u32`.
    pub(crate) fn u32(&mut self, what: &str) -> Result<u32> {
        let b = self.bytes(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Reads a little-endian `u64`.
    pub(crate) fn u64(&mut self, what: &str) -> Result<u64> {
        let b = self.bytes(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// Reads `N` consecutive little-endian `u32` fields of a structure named `what`.
    pub(crate) fn u32s<const N: usize>(&mut self, what: &str) -> Result<[u32; N]> {
        let b = self.bytes(4 * N, what)?;
        let mut out = [0u32; N];
        for (i, v) in out.iter_mut().enumerate() {
            let c = &b[4 * i..4 * i + 4];
            *v = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        }
        Ok(out)
    }

    /// Everything not yet read.
    pub(crate) fn rest(&mut self) -> &'a [u8] {
        let out = &self.data[self.pos..];
        self.pos = self.data.len();
        out
    }
}

/// Converts a `u32` size field to `usize` (lossless on all supported hosts).
pub(crate) fn usz(v: u32) -> usize {
    v as usize
}

/// Decodes a NUL-padded string field: bytes up to the first NUL, lossily as UTF-8.
pub(crate) fn c_string(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_little_endian_and_reports_offsets() {
        let data = [1u8, 0, 0, 0, 2, 0, 3];
        let mut r = Reader::new(&data, 0x100);
        assert_eq!(r.u32("a").unwrap(), 1);
        assert_eq!(r.offset(), 0x104);
        assert_eq!(r.u16("b").unwrap(), 2);
        match r.u32("c") {
            Err(LoadError::Truncated {
                offset,
                needed,
                available,
                ..
            }) => {
                assert_eq!((offset, needed, available), (0x106, 4, 1));
            }
            other => panic!("expected truncation, got {other:?}"),
        }
    }

    #[test]
    fn c_string_stops_at_nul() {
        assert_eq!(c_string(b"abc\0\0\0"), "abc");
        assert_eq!(c_string(b"xy"), "xy");
        assert_eq!(c_string(b"\0zz"), "");
    }
}
