//! The kernel checksum stored in each kernel header.
//!
//! Fact (NEO `shared/source/helpers/hash.h` and `calcKernelChecksum` in
//! `patchtokens_decoder.cpp`): the checksum is the low 32 bits of a Jenkins-mix hash over
//! everything after the 40-byte kernel header (name, heaps, patch list), consumed as
//! little-endian 32-bit words, with a final partial word packed high-byte-first.

/// Three-word state of the hash.
struct Jenkins {
    a: u32,
    hi: u32,
    lo: u32,
}

impl Jenkins {
    fn new() -> Self {
        Jenkins {
            a: 0x428a_2f98,
            hi: 0x7137_4491,
            lo: 0xb5c0_fbcf,
        }
    }

    fn absorb(&mut self, word: u32) {
        self.a ^= word;
        let (mut a, mut b, mut c) = (self.a, self.hi, self.lo);
        for (sa, sb, sc) in [(13, 8, 13), (12, 16, 5), (3, 10, 15)] {
            a = a.wrapping_sub(b).wrapping_sub(c) ^ (c >> sa);
            b = b.wrapping_sub(c).wrapping_sub(a) ^ (a << sb);
            c = c.wrapping_sub(a).wrapping_sub(b) ^ (b >> sc);
        }
        self.a = a;
        self.hi = b;
        self.lo = c;
    }
}

/// 64-bit hash of `data`.
pub(crate) fn hash64(data: &[u8]) -> u64 {
    let mut h = Jenkins::new();
    let mut words = data.chunks_exact(4);
    for w in &mut words {
        h.absorb(u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
    }
    let tail = words.remainder();
    if !tail.is_empty() {
        // Remaining 1-3 bytes: first byte highest, then shifted up by one more byte.
        let v = tail.iter().fold(0u32, |acc, &b| (acc | u32::from(b)) << 8);
        h.absorb(v);
    }
    (u64::from(h.hi) << 32) | u64::from(h.lo)
}

/// Checksum of a kernel blob given everything after its 40-byte header (name, heaps, patch
/// list): what a kernel header's `CheckSum` field must hold.
pub fn kernel_checksum(after_header: &[u8]) -> u32 {
    hash64(after_header) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_input_hashes_to_the_initial_state() {
        assert_eq!(hash64(&[]), (0x7137_4491u64 << 32) | 0xb5c0_fbcf);
    }

    #[test]
    fn tail_bytes_change_the_hash() {
        assert_ne!(hash64(&[1, 2, 3, 4, 5]), hash64(&[1, 2, 3, 4]));
        assert_ne!(hash64(&[1, 2, 3, 4, 5]), hash64(&[1, 2, 3, 4, 6]));
    }
}
