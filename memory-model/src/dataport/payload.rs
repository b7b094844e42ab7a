//! Reading message payloads and building responses, GRF by GRF.

use super::{expect_len, DataPortError};

/// GRF size in bytes.
pub(crate) const GRF: usize = 32;

/// A message payload (src0 then src1) with the header, if any, as GRF 0.
pub(crate) struct Payload<'a> {
    bytes: &'a [u8],
    header: bool,
}

impl<'a> Payload<'a> {
    pub(crate) fn new(bytes: &'a [u8], header: bool) -> Self {
        Payload { bytes, header }
    }

    /// Number of GRFs.
    pub(crate) fn grfs(&self) -> u32 {
        (self.bytes.len() / GRF) as u32
    }

    /// GRF index of the first register after the header.
    pub(crate) fn body(&self) -> usize {
        usize::from(self.header)
    }

    /// Whether a header is present.
    pub(crate) fn has_header(&self) -> bool {
        self.header
    }

    /// DWord `i` of the header (GRF 0).
    pub(crate) fn header_dword(&self, i: usize) -> u32 {
        self.u32_at(i * 4)
    }

    /// QWord `i` of the header.
    pub(crate) fn header_qword(&self, i: usize) -> u64 {
        self.u64_at(i * 8)
    }

    fn u32_at(&self, off: usize) -> u32 {
        let b = &self.bytes[off..off + 4];
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    }

    fn u64_at(&self, off: usize) -> u64 {
        u64::from(self.u32_at(off)) | (u64::from(self.u32_at(off + 4)) << 32)
    }

    /// Lane `lane` of a 32-bit SIMD operand starting at GRF `grf`.
    pub(crate) fn lane_u32(&self, grf: usize, lane: u32) -> u32 {
        self.u32_at(grf * GRF + lane as usize * 4)
    }

    /// Lane `lane` of a 64-bit SIMD operand starting at GRF `grf`.
    pub(crate) fn lane_u64(&self, grf: usize, lane: u32) -> u64 {
        self.u64_at(grf * GRF + lane as usize * 8)
    }

    /// The `lanes` lanes of `size` bytes each of a SIMD operand starting at GRF `grf`, as
    /// [`Self::lane_u32`] / [`Self::lane_u64`] read them one by one (`None` when the payload
    /// is shorter).
    pub(crate) fn lane_bytes(&self, grf: usize, size: usize, lanes: usize) -> Option<&[u8]> {
        self.bytes.get(grf * GRF..grf * GRF + size * lanes)
    }

    /// `len` raw bytes starting at byte `off` of the payload.
    pub(crate) fn bytes(&self, off: usize, len: usize) -> &[u8] {
        &self.bytes[off..off + len]
    }

    /// Fails unless the payload is exactly `expected` GRFs.
    pub(crate) fn expect_grfs(&self, expected: u32) -> Result<(), DataPortError> {
        expect_len("payload (mlen + ex_mlen)", expected, self.grfs())
    }
}

/// GRFs needed for `bytes` bytes.
pub(crate) fn grfs_for(bytes: usize) -> u32 {
    bytes.div_ceil(GRF) as u32
}

/// Checks `rlen` against the GRFs the message returns.
pub(crate) fn check_rlen(rlen: u32, expected: u32) -> Result<(), DataPortError> {
    expect_len("response (rlen)", expected, rlen)
}
