//! A sweep's identity: a SHA-256 content hash of everything that decides its rows — the
//! expanded design space (every point's overrides, in row order), the functional flag and
//! sampling (when set), the
//! base machine configuration (effective RON), the limits, and for each launch its name,
//! launch-file bytes and program bytes (the `.bin`, or the `.cl` source). It is stored in
//! `sweep.json`; resuming, reusing an output directory and merging shards all refuse a
//! directory whose identity differs, naming both.

use super::{Point, SweepFile};
use eusim::config::MachineConfig;
use sha2::{Digest, Sha256};

/// What a sweep's rows depend on besides the sweep file.
pub(crate) struct Inputs<'a> {
    /// The parsed sweep file.
    pub sweep: &'a SweepFile,
    /// Its points, in row order.
    pub points: &'a [Point],
    /// The launches, loaded.
    pub launches: &'a [eusim::launch::LaunchFile],
    /// The configuration every point starts from.
    pub base: &'a MachineConfig,
    /// `--max-instructions` and `--max-cycles`.
    pub limits: (u64, u64),
}

/// Feeds one length-prefixed field (so no two different inputs hash the same stream).
fn field(h: &mut Sha256, tag: &str, bytes: &[u8]) {
    h.update((tag.len() as u64).to_le_bytes());
    h.update(tag.as_bytes());
    h.update((bytes.len() as u64).to_le_bytes());
    h.update(bytes);
}

/// `sha256:` and the hex digest of the sweep's inputs.
pub(crate) fn identity(i: &Inputs<'_>) -> Result<String, String> {
    let mut h = Sha256::new();
    let points = serde_json::to_vec(i.points).map_err(|e| e.to_string())?;
    field(&mut h, "points", &points);
    field(&mut h, "functional", &[u8::from(i.sweep.functional)]);
    // only in sampled sweeps (the identity of others is unchanged); `full_points` is not
    // part of it: adding a point re-runs that point's sampled rows
    if let Some(w) = i.sweep.sample {
        field(&mut h, "sample", &w.to_le_bytes());
    }
    // only when set: its rows carry extrapolated counts
    if i.sweep.cycles_only {
        field(&mut h, "cycles_only", &[1]);
    }
    field(&mut h, "config", i.base.to_ron().as_bytes());
    field(&mut h, "max_instructions", &i.limits.0.to_le_bytes());
    field(&mut h, "max_cycles", &i.limits.1.to_le_bytes());
    for (name, (path, lf)) in i
        .sweep
        .launches
        .iter()
        .zip(i.sweep.launch_paths().iter().zip(i.launches))
    {
        field(&mut h, "launch", name.as_bytes());
        let read = |p: &std::path::Path| {
            eusim::input::read(p, eusim::input::MAX_BINARY)
                .map_err(|e| format!("cannot read {}: {e}", p.display()))
        };
        field(&mut h, "launch file", &read(path)?);
        field(&mut h, "program", &read(&lf.resolve(&lf.program))?);
    }
    let digest = h.finalize();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    Ok(format!("sha256:{hex}"))
}

/// The first 16 hex digits of an identity, for messages.
pub(crate) fn short(id: &str) -> &str {
    let end = id.len().min("sha256:".len() + 16);
    &id[..end]
}
