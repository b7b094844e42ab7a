//! Gen12 software scoreboard (SWSB): the 8-bit dependency annotation every Gen12LP
//! instruction carries in bits 15:8 (native and compacted forms alike), replacing the
//! hardware scoreboard of earlier generations.
//!
//! Encoding (Mesa `brw_eu_defines.h`, `tgl_swsb_encode`/`tgl_swsb_decode`, Gen12.0 without
//! pipe selection), and iga64 `-p=12p1` text:
//! - `1ddd_tttt`: register distance `d` and token `t` → `@d,$t` on an out-of-order
//!   instruction (send, sendc, math: it sets the token), `@d,$t.dst` otherwise;
//! - `0100_tttt` → `$t` (set token `t`), `0010_tttt` → `$t.dst` (wait for its writes),
//!   `0011_tttt` → `$t.src` (wait for its reads);
//! - `0000_0ddd` → `@d` (wait until the instruction `d` back in order has written).

/// How an instruction uses its scoreboard token.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TokenMode {
    /// `$n`: this out-of-order instruction allocates (sets) token `n`.
    Set,
    /// `$n.dst`: wait until the instruction holding token `n` has written its destination.
    Dst,
    /// `$n.src`: wait until the instruction holding token `n` has read its sources.
    Src,
}

/// A decoded SWSB annotation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Swsb {
    /// `@n`: in-order register dependency distance (1..7); `None` when absent.
    pub dist: Option<u8>,
    /// `$n`: scoreboard token (0..15) and its use.
    pub token: Option<(u8, TokenMode)>,
}

impl Swsb {
    /// Decode the 8-bit field; `unordered` says whether the instruction is out of order
    /// (send, sendc, math), which decides a combined `@d,$t`'s token mode.
    pub fn decode(raw: u8, unordered: bool) -> Swsb {
        let token = raw & 0xF;
        if raw & 0x80 != 0 {
            let mode = if unordered {
                TokenMode::Set
            } else {
                TokenMode::Dst
            };
            return Swsb {
                dist: Some((raw >> 4) & 7).filter(|&d| d != 0),
                token: Some((token, mode)),
            };
        }
        let mode = match raw & 0x70 {
            0x20 => Some(TokenMode::Dst),
            0x30 => Some(TokenMode::Src),
            0x40 => Some(TokenMode::Set),
            _ => None,
        };
        match mode {
            Some(m) => Swsb {
                dist: None,
                token: Some((token, m)),
            },
            None => Swsb {
                dist: Some(raw & 7).filter(|&d| d != 0),
                token: None,
            },
        }
    }

    /// Encode to the 8-bit field; `None` when a combined form's token mode does not match
    /// what the instruction's ordering implies (it has no encoding).
    pub fn encode(self, unordered: bool) -> Option<u8> {
        match (self.dist, self.token) {
            (None, None) => Some(0),
            (Some(d), None) => (d < 8).then_some(d),
            (None, Some((t, m))) => {
                let base = match m {
                    TokenMode::Set => 0x40,
                    TokenMode::Dst => 0x20,
                    TokenMode::Src => 0x30,
                };
                (t < 16).then_some(base | t)
            }
            (Some(d), Some((t, m))) => {
                let implied = if unordered {
                    TokenMode::Set
                } else {
                    TokenMode::Dst
                };
                (d < 8 && t < 16 && m == implied).then_some(0x80 | d << 4 | t)
            }
        }
    }

    /// Whether the annotation is empty (iga prints nothing).
    pub fn is_empty(self) -> bool {
        self.dist.is_none() && self.token.is_none()
    }
}

impl std::fmt::Display for Swsb {
    /// iga64's spelling inside the option braces: `@2`, `$3`, `$3.dst`, `$3.src`, `@2,$3`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(d) = self.dist {
            write!(f, "@{d}")?;
            if self.token.is_some() {
                f.write_str(",")?;
            }
        }
        if let Some((t, m)) = self.token {
            write!(f, "${t}")?;
            match m {
                TokenMode::Set => {}
                TokenMode::Dst => f.write_str(".dst")?,
                TokenMode::Src => f.write_str(".src")?,
            }
        }
        Ok(())
    }
}

/// What a Gen12 `sync` waits for (Mesa `brw_eu_defines.h`, `tgl_sync_function`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SyncFunction {
    /// `sync.nop`: only its SWSB annotation.
    Nop,
    /// `sync.allrd`: all (or the listed) tokens' source reads.
    AllRd,
    /// `sync.allwr`: all (or the listed) tokens' destination writes.
    AllWr,
    /// `sync.bar`: the thread-group barrier.
    Bar,
    /// `sync.host`: the host.
    Host,
}

impl SyncFunction {
    /// The function encoded in the conditional-modifier field.
    pub fn from_code(code: u64) -> Option<SyncFunction> {
        Some(match code {
            0x0 => SyncFunction::Nop,
            0x2 => SyncFunction::AllRd,
            0x3 => SyncFunction::AllWr,
            0xE => SyncFunction::Bar,
            0xF => SyncFunction::Host,
            _ => return None,
        })
    }

    /// IGA's name (`sync.<name>`).
    pub fn name(self) -> &'static str {
        match self {
            SyncFunction::Nop => "nop",
            SyncFunction::AllRd => "allrd",
            SyncFunction::AllWr => "allwr",
            SyncFunction::Bar => "bar",
            SyncFunction::Host => "host",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_encoding_round_trips() {
        for raw in 0..=255u8 {
            for unordered in [false, true] {
                let s = Swsb::decode(raw, unordered);
                // Reserved patterns (pipe bits, a zero combined distance) decode to a
                // canonical form; every canonical byte re-encodes to itself.
                if let Some(back) = s.encode(unordered) {
                    assert_eq!(Swsb::decode(back, unordered), s, "{raw:#04x}");
                }
            }
        }
    }

    #[test]
    fn text_forms() {
        // Bytes and texts as iga64 -p=12p1 prints them for tgllp kernels of the corpus.
        assert_eq!(Swsb::decode(0x01, false).to_string(), "@1");
        assert_eq!(Swsb::decode(0x42, true).to_string(), "$2");
        assert_eq!(Swsb::decode(0x22, false).to_string(), "$2.dst");
        assert_eq!(Swsb::decode(0x36, false).to_string(), "$6.src");
        assert_eq!(Swsb::decode(0xA0, true).to_string(), "@2,$0");
        assert!(Swsb::decode(0, false).is_empty());
    }
}
