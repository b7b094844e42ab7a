//! Progress reports of a run (for a progress bar): a callback the executors call each time a
//! work-group finishes. It only observes; nothing it does changes outputs or statistics.

use std::fmt;
use std::sync::Arc;

/// Where a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgressUpdate {
    /// Work-groups finished so far.
    pub groups_done: u64,
    /// Work-groups of the launch.
    pub groups_total: u64,
    /// Cycles simulated so far (`None` in functional mode).
    pub cycle: Option<u64>,
}

/// A progress callback, shared by clones of the run options.
#[derive(Clone)]
pub struct ProgressHook(Arc<dyn Fn(ProgressUpdate) + Send + Sync>);

impl ProgressHook {
    /// Wraps `f`, which is called once per finished work-group.
    pub fn new(f: impl Fn(ProgressUpdate) + Send + Sync + 'static) -> Self {
        ProgressHook(Arc::new(f))
    }

    /// Reports `update`.
    pub fn report(&self, update: ProgressUpdate) {
        (self.0)(update)
    }
}

impl fmt::Debug for ProgressHook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ProgressHook")
    }
}
