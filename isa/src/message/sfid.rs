//! Shared-function IDs (SFIDs): the 4-bit target unit of a Gen9 `send`.
//!
//! Gen9 keeps the SFID in bits 3:0 of the extended message descriptor (iga prints it as the low
//! nibble of the `send`'s ex_desc operand). Numbers: Mesa `brw_eu_defines.h` (`BRW_SFID_*`,
//! `GEN6_SFID_*`, `GEN7_SFID_*`, `HSW_SFID_*`) and iga's SKL SFID table.

/// A Gen9 shared function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sfid {
    /// 0: the null function (no target).
    Null,
    /// 2: the sampler.
    Sampler,
    /// 3: the message gateway (barriers, events).
    Gateway,
    /// 4: data cache 2 (the pre-Gen9 sampler-cache data port; unused on Gen9).
    Dc2,
    /// 5: render cache data port.
    RenderCache,
    /// 6: unified return buffer.
    Urb,
    /// 7: thread spawner (end of thread).
    ThreadSpawner,
    /// 8: video motion estimation.
    Vme,
    /// 9: data cache read-only port (constant cache).
    DcReadOnly,
    /// 10: data cache data port 0.
    Dc0,
    /// 11: pixel interpolator.
    PixelInterpolator,
    /// 12: data cache data port 1.
    Dc1,
    /// 13: check and refinement engine.
    Cre,
}

impl Sfid {
    /// Decodes the low 4 bits of `bits`; `None` for the encodings Gen9 leaves unassigned (1, 14, 15).
    pub fn from_bits(bits: u8) -> Option<Sfid> {
        Some(match bits & 0xF {
            0 => Sfid::Null,
            2 => Sfid::Sampler,
            3 => Sfid::Gateway,
            4 => Sfid::Dc2,
            5 => Sfid::RenderCache,
            6 => Sfid::Urb,
            7 => Sfid::ThreadSpawner,
            8 => Sfid::Vme,
            9 => Sfid::DcReadOnly,
            10 => Sfid::Dc0,
            11 => Sfid::PixelInterpolator,
            12 => Sfid::Dc1,
            13 => Sfid::Cre,
            _ => return None,
        })
    }

    /// The 4-bit encoding.
    pub fn bits(self) -> u8 {
        match self {
            Sfid::Null => 0,
            Sfid::Sampler => 2,
            Sfid::Gateway => 3,
            Sfid::Dc2 => 4,
            Sfid::RenderCache => 5,
            Sfid::Urb => 6,
            Sfid::ThreadSpawner => 7,
            Sfid::Vme => 8,
            Sfid::DcReadOnly => 9,
            Sfid::Dc0 => 10,
            Sfid::PixelInterpolator => 11,
            Sfid::Dc1 => 12,
            Sfid::Cre => 13,
        }
    }

    /// The name iga64 prints for this SFID on Gen9 (`hdc.dc1`, `gateway`, ...).
    pub fn iga_name(self) -> &'static str {
        match self {
            Sfid::Null => "null",
            Sfid::Sampler => "sampler",
            Sfid::Gateway => "gateway",
            Sfid::Dc2 => "hdc.dc2",
            Sfid::RenderCache => "hdc.rc",
            Sfid::Urb => "hdc.urb",
            Sfid::ThreadSpawner => "spawner",
            Sfid::Vme => "vme",
            Sfid::DcReadOnly => "hdc.dcro",
            Sfid::Dc0 => "hdc.dc0",
            Sfid::PixelInterpolator => "pi",
            Sfid::Dc1 => "hdc.dc1",
            Sfid::Cre => "cre",
        }
    }
}

impl std::fmt::Display for Sfid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.iga_name())
    }
}
