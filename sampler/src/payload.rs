//! Reading message payloads GRF by GRF.

use crate::SamplerError;

/// GRF size in bytes.
pub(crate) const GRF: usize = 32;

/// Bytes of the widest texel (four 32-bit channels): the stack buffer a texel moves through.
pub(crate) const MAX_TEXEL_BYTES: usize = 16;

/// DWord `i` of GRF `grf` of the payload (the caller checked the length).
pub(crate) fn dword(payload: &[u8], grf: usize, i: usize) -> u32 {
    let off = grf * GRF + i * 4;
    u32::from_le_bytes([
        payload[off],
        payload[off + 1],
        payload[off + 2],
        payload[off + 3],
    ])
}

/// Fails unless `got == expected`.
pub(crate) fn expect_len(what: &'static str, expected: u32, got: u32) -> Result<(), SamplerError> {
    if expected == got {
        Ok(())
    } else {
        Err(SamplerError::Length {
            what,
            expected,
            got,
        })
    }
}
