//! The byte encodings of `clGet*Info` answers: each query returns the bytes of one C value.

/// A `cl_uint`.
pub fn u32b(v: u32) -> Vec<u8> {
    v.to_ne_bytes().to_vec()
}

/// A `cl_ulong` or bitfield.
pub fn u64b(v: u64) -> Vec<u8> {
    v.to_ne_bytes().to_vec()
}

/// A `cl_int`.
pub fn i32b(v: i32) -> Vec<u8> {
    v.to_ne_bytes().to_vec()
}

/// A `size_t` (also a handle or pointer, by address).
pub fn usizeb(v: usize) -> Vec<u8> {
    v.to_ne_bytes().to_vec()
}

/// A `cl_bool`.
pub fn boolb(v: bool) -> Vec<u8> {
    u32b(u32::from(v))
}

/// A NUL-terminated string.
pub fn strb(s: &str) -> Vec<u8> {
    let mut v = s.as_bytes().to_vec();
    v.push(0);
    v
}

/// An array of `size_t` (or of handles).
pub fn usizes(vs: &[usize]) -> Vec<u8> {
    vs.iter().flat_map(|v| v.to_ne_bytes()).collect()
}

/// An array of `cl_ulong` (property lists).
pub fn u64s(vs: &[u64]) -> Vec<u8> {
    vs.iter().flat_map(|v| v.to_ne_bytes()).collect()
}

/// An array of `cl_uint`.
pub fn u32s(vs: &[u32]) -> Vec<u8> {
    vs.iter().flat_map(|v| v.to_ne_bytes()).collect()
}

/// `CL_MAKE_VERSION(major, minor, patch)` (OpenCL 3.0 API, section 3.4 "Versioning").
pub fn make_version(major: u32, minor: u32, patch: u32) -> u32 {
    (major << 22) | (minor << 12) | patch
}

/// An array of `cl_name_version` (a `cl_version` and a 64-byte NUL-padded name).
pub fn name_versions(names: &[&str], version: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(names.len() * 68);
    for n in names {
        out.extend_from_slice(&version.to_ne_bytes());
        let mut name = [0u8; 64];
        let len = n.len().min(63);
        name[..len].copy_from_slice(&n.as_bytes()[..len]);
        out.extend_from_slice(&name);
    }
    out
}
