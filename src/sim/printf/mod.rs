//! OpenCL C `printf` (OpenCL C 2.0, section 6.13.13): the buffer IGC's kernels fill and its
//! text as Intel's OpenCL runtime prints it after the kernel.
//!
//! The runtime gives a kernel that calls printf a 4 MiB buffer whose first DWord holds the
//! bytes used so far (4: the DWord itself). Each printf call reserves its bytes with an
//! atomic add on that DWord and writes: the format's index in the kernel's string table
//! (patch token 28), then per argument a DWord type tag and the value (a vector: the tag,
//! its element count, the elements). The text is produced as compute-runtime's
//! `PrintFormatter` (`shared/source/program/print_formatter.cpp`) produces it: entries in
//! buffer order (each call's work-items in SIMD lane order, threads in the order they
//! reserved space), each conversion formatted by the C library's `snprintf`, a vector
//! conversion (`%v4f`, `%v2hd`, `%v4hlf`) as its elements formatted one by one and joined
//! with commas.

mod cfmt;

use cfmt::Value;
use memory_model::Memory;
use std::io::Write;

/// Bytes of the printf buffer (Intel's runtime allocates 4 MiB).
pub const BUFFER_BYTES: usize = 4 << 20;

/// The buffer as the runtime hands it to the kernel: zeros, the first DWord 4.
pub fn initial_buffer() -> Vec<u8> {
    let mut v = vec![0; BUFFER_BYTES];
    v[..4].copy_from_slice(&4u32.to_le_bytes());
    v
}

/// The text of a finished kernel's printf buffer at `base` (none: the kernel has no
/// printf), written to stdout after whatever the host program printed before.
pub fn after_run(kernel: &crate::program::Kernel, base: Option<u64>, memory: &Memory) -> String {
    let Some(buf) = base.and_then(|b| memory.allocation(b)) else {
        return String::new();
    };
    let out = text(buf, &kernel.strings);
    if !out.is_empty() {
        // SAFETY: fflush(NULL) flushes every C output stream; it takes no pointer to
        // dereference. It puts what a C host program printed before the kernel ahead of the
        // kernel's text (the ICD shares the process's stdout with it).
        unsafe {
            libc::fflush(std::ptr::null_mut());
        }
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(out.as_bytes());
        let _ = stdout.flush();
    }
    out
}

/// Argument type tags (IGC's and compute-runtime's `PRINTF_DATA_TYPE`).
mod tag {
    pub const BYTE: u32 = 1;
    pub const SHORT: u32 = 2;
    pub const INT: u32 = 3;
    pub const FLOAT: u32 = 4;
    pub const STRING: u32 = 5;
    pub const LONG: u32 = 6;
    pub const POINTER: u32 = 7;
    pub const DOUBLE: u32 = 8;
    pub const VECTOR_BYTE: u32 = 9;
    pub const VECTOR_DOUBLE: u32 = 14;
}

/// A reader of the used part of the buffer. A read past the end yields zero and does not
/// advance (as the runtime's).
struct Reader<'a> {
    buf: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn bytes<const N: usize>(&mut self) -> [u8; N] {
        match self.buf.get(self.at..self.at + N) {
            Some(b) => {
                self.at += N;
                b.try_into().expect("N bytes")
            }
            None => [0; N],
        }
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.bytes())
    }
    /// A value stored with tag `t` (a scalar tag; a vector's element tag).
    fn value(&mut self, t: u32) -> Option<Value> {
        Some(match t {
            tag::BYTE => Value::Int(i64::from(i8::from_le_bytes(self.bytes()))),
            tag::SHORT => Value::Int(i64::from(i16::from_le_bytes(self.bytes()))),
            tag::INT => Value::Int(i64::from(i32::from_le_bytes(self.bytes()))),
            tag::FLOAT => Value::Float(f64::from(f32::from_le_bytes(self.bytes()))),
            tag::LONG => Value::Int(i64::from_le_bytes(self.bytes())),
            tag::POINTER => Value::Ptr(u64::from_le_bytes(self.bytes())),
            tag::DOUBLE => Value::Float(f64::from_le_bytes(self.bytes())),
            _ => return None,
        })
    }
}

/// Element tag and bytes of a vector tag.
fn element(t: u32) -> Option<(u32, usize)> {
    Some(match t {
        9 => (tag::BYTE, 1),
        10 => (tag::SHORT, 2),
        11 => (tag::INT, 4),
        12 => (tag::LONG, 8),
        13 => (tag::FLOAT, 4),
        14 => (tag::DOUBLE, 8),
        _ => return None,
    })
}

/// The text a kernel's printf buffer `buf` prints, its formats looked up in `strings`.
pub fn text(buf: &[u8], strings: &[(u32, String)]) -> String {
    let used = buf.get(..4).map_or(0, |b| {
        u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize
    });
    let mut r = Reader {
        buf: &buf[..used.min(buf.len())],
        at: 4,
    };
    let mut out = String::new();
    while r.at + 4 <= r.buf.len() {
        let index = r.u32();
        if let Some(format) = lookup(strings, index) {
            print_format(&mut r, format, strings, &mut out);
        }
    }
    out
}

fn lookup(strings: &[(u32, String)], index: u32) -> Option<&str> {
    strings
        .iter()
        .find(|(i, _)| *i == index)
        .map(|(_, s)| s.as_str())
}

/// Whether `c` ends a conversion specification (the runtime's list).
fn is_conversion(c: u8) -> bool {
    b"diouxXaAeEfFgGscp".contains(&c)
}

/// Appends one printf call's text: `format` with its conversions applied to the values `r`
/// reads.
fn print_format(r: &mut Reader, format: &str, strings: &[(u32, String)], out: &mut String) {
    let b = format.as_bytes();
    let mut i = 0;
    let mut literal = Vec::new();
    while i < b.len() {
        match b[i] {
            // the string table keeps escapes as written; the runtime resolves `\n`
            b'\\' if i + 1 < b.len() => {
                i += 1;
                literal.push(if b[i] == b'n' { b'\n' } else { b[i] });
            }
            b'%' if b.get(i + 1) == Some(&b'%') => {
                literal.push(b'%');
                i += 1;
            }
            b'%' => {
                let mut end = i + 1;
                while end < b.len() && !is_conversion(b[end]) {
                    end += 1;
                }
                let end = (end + 1).min(b.len());
                out.push_str(&String::from_utf8_lossy(&std::mem::take(&mut literal)));
                let spec = &format[i..end];
                if spec.ends_with('s') {
                    let t = r.u32();
                    let index = r.u32();
                    let text = match t {
                        tag::STRING | tag::POINTER => lookup(strings, index),
                        _ => None,
                    };
                    out.push_str(&cfmt::string(spec, text.unwrap_or("(null)")));
                } else {
                    token(r, spec, out);
                }
                i = end - 1;
            }
            c => literal.push(c),
        }
        i += 1;
    }
    out.push_str(&String::from_utf8_lossy(&literal));
}

/// Appends one non-string conversion: a scalar, or a vector's elements joined by commas.
fn token(r: &mut Reader, spec: &str, out: &mut String) {
    let t = r.u32();
    if (tag::VECTOR_BYTE..=tag::VECTOR_DOUBLE).contains(&t) {
        let (elem, bytes) = element(t).expect("a vector tag");
        let count = r.u32() as i32;
        let scalar = scalar_spec(spec);
        for k in 0..count.max(0) {
            if k > 0 {
                out.push(',');
            }
            if let Some(v) = r.value(elem) {
                out.push_str(&cfmt::format(&scalar, v));
            }
        }
        if bytes < 4 {
            r.at += (4 - bytes) * count.max(0) as usize;
        }
    } else if let Some(v) = r.value(t) {
        out.push_str(&cfmt::format(spec, v));
    }
}

/// A vector conversion without its vector size (`v4`, `v16`) and with `hl` (a 32-bit
/// element) dropped: `%v4hlf` is `%f`, `%v2hd` is `%hd`.
fn scalar_spec(spec: &str) -> String {
    let mut s = String::new();
    let b = spec.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'v' {
            i += if b.get(i + 1) == Some(&b'1') { 3 } else { 2 };
            continue;
        }
        s.push(b[i] as char);
        i += 1;
    }
    if s.len() > 3 && s.as_bytes()[s.len() - 3] == b'h' && s.as_bytes()[s.len() - 2] == b'l' {
        let last = s.pop().expect("non-empty");
        s.truncate(s.len() - 2);
        s.push(last);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dw(v: &mut Vec<u8>, x: u32) {
        v.extend_from_slice(&x.to_le_bytes());
    }

    #[test]
    fn entries_print_in_buffer_order_with_vectors_and_strings() {
        let strings = vec![
            (0, "x=%d v=%v2hlf %s\\n".to_string()),
            (1, "hi".to_string()),
        ];
        let mut b = vec![0; 4];
        dw(&mut b, 0);
        dw(&mut b, tag::INT);
        dw(&mut b, (-3i32) as u32);
        dw(&mut b, 13);
        dw(&mut b, 2);
        dw(&mut b, 1.5f32.to_bits());
        dw(&mut b, (-0.25f32).to_bits());
        dw(&mut b, tag::STRING);
        dw(&mut b, 1);
        let used = b.len() as u32;
        b[..4].copy_from_slice(&used.to_le_bytes());
        b.extend_from_slice(&[0xFF; 16]); // past the used size: ignored
        assert_eq!(text(&b, &strings), "x=-3 v=1.500000,-0.250000 hi\n");
    }

    #[test]
    fn vector_specs_lose_size_and_hl() {
        assert_eq!(scalar_spec("%v4hlf"), "%f");
        assert_eq!(scalar_spec("%v16d"), "%d");
        assert_eq!(scalar_spec("%5.1v2hhu"), "%5.1hhu");
    }
}
