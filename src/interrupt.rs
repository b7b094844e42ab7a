//! The process-wide stop flag set by SIGINT and SIGTERM.
//!
//! [`install`] registers both signals (once); from then on a signal only sets the flag, and
//! every long step of eusim checks it: reading inputs ([`crate::input`]), materialising
//! launch data ([`crate::launch::fill_init`]) and the simulation itself (through
//! [`crate::sim::RunOptions::stop`]). A step that sees the flag stops with an error naming the
//! interruption, so the process exits non-zero instead of hanging or finishing silently.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The process-wide flag (not set until a signal arrives after [`install`]).
pub fn flag() -> Arc<AtomicBool> {
    Arc::clone(FLAG.get_or_init(|| Arc::new(AtomicBool::new(false))))
}

/// Makes SIGINT and SIGTERM set [`flag`] instead of ending the process; returns the flag.
pub fn install() -> Result<Arc<AtomicBool>, String> {
    let flag = flag();
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        for sig in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
            signal_hook::flag::register(sig, Arc::clone(&flag))
                .map_err(|e| format!("cannot handle signal {sig}: {e}"))?;
        }
        Ok(())
    })
    .clone()?;
    Ok(flag)
}

/// Whether SIGINT or SIGTERM arrived since [`install`].
pub fn requested() -> bool {
    FLAG.get().is_some_and(|f| f.load(Ordering::Relaxed))
}
