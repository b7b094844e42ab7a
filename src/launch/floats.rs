//! Float literals that overflow their type.
//!
//! RON reads a decimal literal for an `f32` or `f64` with Rust's correctly rounded conversion,
//! which turns a finite value beyond the type's range (`F32(1e40)`, `F64(1e400)`) into an
//! infinity without an error. This pass looks at the literals themselves, in the launch text
//! RON accepted, so that such a value is refused where it is written; the spelled-out
//! infinities and NaNs (`inf`, `-inf`, `NaN`) are identifiers, not numbers, and stay allowed.

/// An opening bracket: `(` with the identifier written before it (`F32(`), or `[` / `{`.
enum Open<'a> {
    Paren(Option<&'a str>),
    Other,
}

/// The first number of `text` (RON) in an `F32(..)` or `F64(..)` (directly, or inside a list
/// such as `F32([..])`) whose value overflows that type: its 1-based line and column and the
/// reason.
pub(super) fn first_overflow(text: &str) -> Option<(usize, usize, String)> {
    let b = text.as_bytes();
    let mut stack: Vec<Open> = Vec::new();
    let mut ident: Option<&str> = None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        match c {
            b'/' if next == Some(b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if next == Some(b'*') => {
                i = block_comment_end(b, i);
                continue;
            }
            b'"' => {
                i = string_end(b, i + 1, 0, false);
                ident = None;
                continue;
            }
            b'r' if matches!(next, Some(b'"' | b'#')) && starts_raw_string(b, i + 1) => {
                let hashes = b[i + 1..].iter().take_while(|&&h| h == b'#').count();
                i = string_end(b, i + 2 + hashes, hashes, true);
                ident = None;
                continue;
            }
            b'\'' => {
                i = char_end(b, i + 1);
                ident = None;
                continue;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                ident = Some(&text[start..i]);
                continue;
            }
            c if c.is_ascii_digit()
                || (matches!(c, b'+' | b'-' | b'.')
                    && next.is_some_and(|n| n.is_ascii_digit())) =>
            {
                let start = i;
                i += 1;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b"._+-".contains(&b[i])) {
                    i += 1;
                }
                if let Some(msg) = overflow(&text[start..i], context(&stack)) {
                    let (line, col) = position(text, start);
                    return Some((line, col, msg));
                }
                ident = None;
                continue;
            }
            b'(' => stack.push(Open::Paren(ident.take())),
            b'[' | b'{' => stack.push(Open::Other),
            b')' | b']' | b'}' => {
                stack.pop();
            }
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            _ => {}
        }
        ident = None;
        i += 1;
    }
    None
}

/// The float type the innermost parenthesis names, looking through lists (`F32([..])`).
fn context<'a>(stack: &[Open<'a>]) -> Option<&'a str> {
    stack.iter().rev().find_map(|o| match o {
        Open::Paren(name) => Some(*name),
        Open::Other => None,
    })?
}

/// Why the number `t` overflows the float type `ty` (`F32`, `F64`), if it does.
fn overflow(t: &str, ty: Option<&str>) -> Option<String> {
    let (inf, max) = match ty? {
        "F32" => (t.parse::<f32>().ok()?.is_infinite(), f64::from(f32::MAX)),
        "F64" => (t.parse::<f64>().ok()?.is_infinite(), f64::MAX),
        _ => return None,
    };
    let name = if ty? == "F32" { "f32" } else { "f64" };
    inf.then(|| {
        format!(
            "`{t}` overflows {name} (largest finite value {max:e}); write `inf` or `-inf` \
             for an infinity"
        )
    })
}

/// The index after the block comment starting at `i` (comments nest, as in RON).
fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let mut level = 0usize;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            level += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            level -= 1;
            i += 2;
            if level == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Whether `r` at `i - 1` starts a raw string: `r"` or `r#..#"`.
fn starts_raw_string(b: &[u8], i: usize) -> bool {
    let hashes = b[i..].iter().take_while(|&&h| h == b'#').count();
    b.get(i + hashes) == Some(&b'"')
}

/// The index after the string whose contents start at `i`, closed by `"` and `hashes` `#`s
/// (escapes only in ordinary strings, not `raw` ones).
fn string_end(b: &[u8], mut i: usize, hashes: usize, raw: bool) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' if !raw => i += 2,
            b'"' if b[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == b'#')
                .count()
                == hashes =>
            {
                return i + 1 + hashes
            }
            _ => i += 1,
        }
    }
    i
}

/// The index after the character literal whose contents start at `i`.
fn char_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'\'' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// The 1-based line and column (in characters) of byte `at`.
fn position(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finite_literals_beyond_the_type_are_found_and_infinities_kept() {
        assert_eq!(first_overflow("Scalar(F32(3.4e38))"), None);
        assert_eq!(first_overflow("Scalar(F32(inf))"), None);
        assert_eq!(first_overflow("Scalar(F32(-inf))"), None);
        assert_eq!(first_overflow("Scalar(F32(NaN))"), None);
        assert_eq!(first_overflow("Scalar(F64(1e40))"), None);
        // f32::MAX is 3.40282347e38; halfway to 2^128 and beyond round to infinity
        let (line, col, msg) = first_overflow("(args: [\n  Scalar(F32(1e40))])").unwrap();
        assert_eq!((line, col), (2, 14));
        assert!(msg.contains("`1e40` overflows f32"), "{msg}");
        let (_, _, msg) = first_overflow("Buffer(init: F32([1.0, -3.5e38]))").unwrap();
        assert!(msg.contains("`-3.5e38` overflows f32"), "{msg}");
        let (_, _, msg) = first_overflow("Scalar(F64(1e309))").unwrap();
        assert!(msg.contains("`1e309` overflows f64"), "{msg}");
        // integers are not floats, and strings and comments are not numbers
        assert_eq!(first_overflow("Scalar(U64(18446744073709551615))"), None);
        assert_eq!(
            first_overflow("(p: \"F32(1e40)\", /* F32(1e40) */ // F32(1e40)\n)"),
            None
        );
        assert_eq!(first_overflow("(p: r#\"F32(\"1e40)\"#)"), None);
    }
}
