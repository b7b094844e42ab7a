//! One printf conversion (`%-08.3f`, `%hhu`, `%s`, ...) formatted by the host C library's
//! `snprintf`, as Intel's OpenCL runtime formats each conversion of a kernel's printf
//! (compute-runtime, `shared/source/program/print_formatter.cpp`). The specification is
//! parsed and rebuilt, so the C call always receives the argument type its conversion reads.

use std::ffi::{c_char, c_int, c_longlong, c_ulonglong, c_void, CString};

/// A value read from the printf buffer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// An integer, sign-extended from its stored width.
    Int(i64),
    /// A floating-point value (a `float` widened, as C's default promotions do).
    Float(f64),
    /// A pointer's bits.
    Ptr(u64),
}

/// Largest width or precision honoured (a larger one is clamped; Intel's runtime bounds
/// one printf's output at 16 KiB anyway).
const MAX_FIELD: u32 = 4096;

/// A parsed conversion specification.
#[derive(Debug, Clone, PartialEq)]
struct Spec {
    flags: String,
    width: Option<u32>,
    precision: Option<u32>,
    /// Bits of the C argument the length modifier selects for integer conversions.
    int_bits: u32,
    conversion: u8,
}

/// Parses `%[flags][width][.precision][length]conversion` (the whole string).
fn parse(spec: &str) -> Option<Spec> {
    let b = spec.as_bytes();
    let mut i = 1;
    if b.first() != Some(&b'%') {
        return None;
    }
    let mut flags = String::new();
    while let Some(&c) = b.get(i).filter(|c| b"-+ #0".contains(c)) {
        flags.push(c as char);
        i += 1;
    }
    let number = |i: &mut usize| -> Option<u32> {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        (*i > start).then(|| {
            spec[start..*i]
                .parse::<u32>()
                .unwrap_or(MAX_FIELD)
                .min(MAX_FIELD)
        })
    };
    let width = number(&mut i);
    let precision = if b.get(i) == Some(&b'.') {
        i += 1;
        Some(number(&mut i).unwrap_or(0))
    } else {
        None
    };
    let length = &spec[i..spec.len() - 1];
    let int_bits = match length {
        "hh" => 8,
        "h" => 16,
        "" | "hl" => 32,
        "l" | "ll" | "j" | "z" | "t" => 64,
        "L" => 32,
        _ => return None,
    };
    let conversion = *b.last()?;
    if i + length.len() + 1 != b.len() || !b"diouxXcfFeEgGaAps".contains(&conversion) {
        return None;
    }
    Some(Spec {
        flags,
        width,
        precision,
        int_bits,
        conversion,
    })
}

impl Spec {
    /// The C format with `length` as the length modifier.
    fn c_format(&self, length: &str) -> CString {
        let mut f = format!("%{}", self.flags);
        if let Some(w) = self.width {
            f += &w.to_string();
        }
        if let Some(p) = self.precision {
            f += &format!(".{p}");
        }
        f += length;
        f.push(self.conversion as char);
        CString::new(f).expect("built from digits, flags and letters")
    }
}

/// `v` truncated to `bits` and sign- or zero-extended.
fn narrow(v: i64, bits: u32, signed: bool) -> i64 {
    if bits >= 64 {
        return v;
    }
    let shift = 64 - bits;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u64) << shift >> shift) as i64
    }
}

/// Formats `value` by `spec` (one conversion, e.g. `%5.2f`); a specification this module
/// does not know is returned as written.
pub fn format(spec: &str, value: Value) -> String {
    let Some(s) = parse(spec) else {
        return spec.to_string();
    };
    let int = match value {
        Value::Int(i) => i,
        Value::Float(f) => f as i64,
        Value::Ptr(p) => p as i64,
    };
    match s.conversion {
        b'd' | b'i' => {
            let v = narrow(int, s.int_bits, true) as c_longlong;
            // SAFETY: `%lld`-family format with exactly one conversion, given one long long.
            call(&s.c_format("ll"), |buf, n, f| unsafe {
                libc::snprintf(buf, n, f, v)
            })
        }
        b'o' | b'u' | b'x' | b'X' => {
            let v = narrow(int, s.int_bits, false) as c_ulonglong;
            // SAFETY: `%llu`-family format with exactly one conversion, given one unsigned
            // long long.
            call(&s.c_format("ll"), |buf, n, f| unsafe {
                libc::snprintf(buf, n, f, v)
            })
        }
        b'c' => {
            let v = int as c_int;
            // SAFETY: `%c` format with exactly one conversion, given one int.
            call(&s.c_format(""), |buf, n, f| unsafe {
                libc::snprintf(buf, n, f, v)
            })
        }
        b'p' => {
            let v = int as usize as *const c_void;
            // SAFETY: `%p` format with exactly one conversion, given one pointer, which
            // snprintf prints and never dereferences.
            call(&s.c_format(""), |buf, n, f| unsafe {
                libc::snprintf(buf, n, f, v)
            })
        }
        b's' => string(spec, ""),
        _ => {
            let v = match value {
                Value::Float(f) => f,
                Value::Int(i) => i as f64,
                Value::Ptr(p) => p as f64,
            };
            // SAFETY: a floating-point conversion (f F e E g G a A) without a length
            // modifier, exactly one conversion, given one double.
            call(&s.c_format(""), |buf, n, f| unsafe {
                libc::snprintf(buf, n, f, v)
            })
        }
    }
}

/// Formats string `text` by a `%s` specification (`%-8.3s`); another specification is
/// returned as written.
pub fn string(spec: &str, text: &str) -> String {
    let Some(s) = parse(spec).filter(|s| s.conversion == b's') else {
        return spec.to_string();
    };
    // a NUL inside ends the C string, as it would on the device
    let text = CString::new(text.split('\0').next().unwrap_or("")).expect("no NUL left");
    let v = text.as_ptr();
    // SAFETY: `%s` format with exactly one conversion, given one pointer to a NUL-terminated
    // string that outlives the call.
    call(&s.c_format(""), |buf, n, f| unsafe {
        libc::snprintf(buf, n, f, v)
    })
}

/// Runs `f(buffer, size, format)` (an `snprintf`) with a buffer large enough for its output.
fn call(format: &CString, f: impl Fn(*mut c_char, usize, *const c_char) -> c_int) -> String {
    let mut buf = vec![0u8; 128];
    loop {
        let n = f(buf.as_mut_ptr().cast(), buf.len(), format.as_ptr());
        let Ok(n) = usize::try_from(n) else {
            return String::new();
        };
        if n < buf.len() {
            buf.truncate(n);
            return String::from_utf8_lossy(&buf).into_owned();
        }
        buf.resize(n + 1, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_c() {
        assert_eq!(format("%5d", Value::Int(-42)), "  -42");
        assert_eq!(format("%-5d|", Value::Int(7)), "%-5d|");
        assert_eq!(format("%-5d", Value::Int(7)), "7    ");
        assert_eq!(format("%x", Value::Int(-1)), "ffffffff");
        assert_eq!(format("%lx", Value::Int(-1)), "ffffffffffffffff");
        assert_eq!(format("%hhu", Value::Int(-6)), "250");
        assert_eq!(format("%#o", Value::Int(8)), "010");
        assert_eq!(format("%c", Value::Int(65)), "A");
        assert_eq!(format("%.2f", Value::Float(1.005)), "1.00");
        assert_eq!(format("%a", Value::Float(1.0)), "0x1p+0");
        assert_eq!(format("%g", Value::Float(1e-5)), "1e-05");
        assert_eq!(string("%5.2s", "abc"), "   ab");
    }
}
