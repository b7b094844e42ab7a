//! Materialising [`Init`] descriptions into bytes.

use super::{Init, LaunchFile};
use std::path::PathBuf;

/// Why initial contents could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    /// An init file could not be read.
    #[error("cannot read init file {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The requested size is unreasonable.
    #[error("init of {0} bytes exceeds the 4 GiB limit")]
    TooLarge(u64),
}

const MAX_INIT: u64 = 1 << 32;

/// Produces the bytes an [`Init`] describes; file paths resolve against the launch file.
pub fn fill_init(init: &Init, launch: &LaunchFile) -> Result<Vec<u8>, InitError> {
    let check = |n: u64| {
        if n > MAX_INIT {
            Err(InitError::TooLarge(n))
        } else {
            Ok(n as usize)
        }
    };
    Ok(match init {
        Init::File(p) => {
            let path = launch.resolve(p);
            std::fs::read(&path).map_err(|source| InitError::Io { path, source })?
        }
        Init::Zeros(n) => vec![0; check(*n)?],
        Init::Bytes(b) => b.clone(),
        Init::U32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::I32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::F32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::Iota { count, start, step } => {
            let n = check(count.saturating_mul(4))? / 4;
            (0..n as u32)
                .flat_map(|i| start.wrapping_add(step.wrapping_mul(i)).to_le_bytes())
                .collect()
        }
        Init::Random { bytes, seed } => {
            let n = check(*bytes)?;
            let mut state = *seed;
            let mut out = Vec::with_capacity(n + 8);
            while out.len() < n {
                out.extend_from_slice(&splitmix64(&mut state).to_le_bytes());
            }
            out.truncate(n);
            out
        }
    })
}

/// SplitMix64 (Steele, Lea, Flood 2014): the next value of the sequence.
pub(crate) fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
