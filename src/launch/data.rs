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
    /// SIGINT or SIGTERM arrived while the data was being produced.
    #[error("interrupted by a signal while preparing the data")]
    Interrupted,
    /// The host could not provide the bytes.
    #[error("cannot allocate {0} bytes of host memory for an init")]
    HostMemory(u64),
}

/// `n` zero bytes, or an error when the host cannot provide them (never an abort).
fn zeroed(n: usize) -> Result<Vec<u8>, InitError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| InitError::HostMemory(n as u64))?;
    v.resize(n, 0);
    Ok(v)
}

const MAX_INIT: u64 = crate::input::MAX_BINARY;
/// Bytes produced between two checks of the stop flag (a multiple of 8).
const CHUNK: usize = 8 << 20;

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
            // Regular files only; the size is checked before anything is read (a 5 GB file
            // is refused at once), and reading stops on SIGINT/SIGTERM.
            if let Ok(m) = std::fs::metadata(&path) {
                if m.is_file() {
                    check(m.len())?;
                }
            }
            crate::input::read(&path, MAX_INIT).map_err(|source| match source.kind() {
                std::io::ErrorKind::OutOfMemory => {
                    InitError::HostMemory(std::fs::metadata(&path).map_or(0, |m| m.len()))
                }
                std::io::ErrorKind::Interrupted => InitError::Interrupted,
                _ => InitError::Io { path, source },
            })?
        }
        Init::Zeros(n) => zeroed(check(*n)?)?,
        Init::Bytes(b) => b.clone(),
        Init::U32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::I32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::F32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        Init::Iota { count, start, step } => {
            let n = check(count.saturating_mul(4))? / 4;
            let mut out = zeroed(n * 4)?;
            for (i, c) in out.chunks_exact_mut(4).enumerate() {
                c.copy_from_slice(
                    &start
                        .wrapping_add(step.wrapping_mul(i as u32))
                        .to_le_bytes(),
                );
            }
            out
        }
        Init::Random { bytes, seed } => {
            let n = check(*bytes)?;
            let mut state = *seed;
            let mut out = Vec::new();
            out.try_reserve_exact(n)
                .map_err(|_| InitError::HostMemory(n as u64))?;
            while out.len() < n {
                if crate::interrupt::requested() {
                    return Err(InitError::Interrupted);
                }
                let end = (out.len() + CHUNK).min(n);
                while out.len() + 8 <= end {
                    out.extend_from_slice(&splitmix64(&mut state).to_le_bytes());
                }
                if out.len() < end {
                    let v = splitmix64(&mut state).to_le_bytes();
                    out.extend_from_slice(&v[..end - out.len()]);
                }
            }
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
