//! Events: the status of a command (queued, submitted, running, complete or an error), its
//! profiling timestamps and the callbacks waiting for a status.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use super::context::Context;
use super::handle::Obj;
use super::queue::Queue;
use crate::cl::*;

/// A callback registered with `clSetEventCallback`: called with the status reached.
pub type Callback = Box<dyn FnOnce(i32) + Send>;

/// An event.
pub struct Event {
    /// Its context.
    pub context: Arc<Obj<Context>>,
    /// The queue of its command (`None` for a user event).
    pub queue: Option<Arc<Obj<Queue>>>,
    /// `CL_COMMAND_*`.
    pub command_type: u32,
    state: Mutex<State>,
    changed: Condvar,
}

struct State {
    status: i32,
    /// Queued, submit, start, end (and complete) times in ns.
    times: [u64; 4],
    callbacks: Vec<(i32, Callback)>,
}

/// Nanoseconds of the host's monotonic clock since the first call in this process.
pub fn now_ns() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX)
}

impl Event {
    /// A command's event, queued now.
    pub fn command(context: Arc<Obj<Context>>, queue: Arc<Obj<Queue>>, command_type: u32) -> Self {
        Self::with_status(context, Some(queue), command_type, CL_QUEUED)
    }

    /// A user event (`CL_SUBMITTED` until the application sets its status).
    pub fn user(context: Arc<Obj<Context>>) -> Self {
        Self::with_status(context, None, CL_COMMAND_USER, CL_SUBMITTED)
    }

    fn with_status(
        context: Arc<Obj<Context>>,
        queue: Option<Arc<Obj<Queue>>>,
        command_type: u32,
        status: i32,
    ) -> Self {
        let t = now_ns();
        Event {
            context,
            queue,
            command_type,
            state: Mutex::new(State {
                status,
                times: [t, t, t, t],
                callbacks: Vec::new(),
            }),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The execution status (`CL_COMPLETE`, ..., or a negative error).
    pub fn status(&self) -> i32 {
        self.lock().status
    }

    /// The profiling timestamp `CL_PROFILING_COMMAND_*`, in ns.
    pub fn time(&self, which: u32) -> Option<u64> {
        let s = self.lock();
        Some(match which {
            CL_PROFILING_COMMAND_QUEUED => s.times[0],
            CL_PROFILING_COMMAND_SUBMIT => s.times[1],
            CL_PROFILING_COMMAND_START => s.times[2],
            CL_PROFILING_COMMAND_END | CL_PROFILING_COMMAND_COMPLETE => s.times[3],
            _ => return None,
        })
    }

    /// Moves to `status` (lower is later; negative is an error and final), recording the
    /// timestamp of the step, and runs the callbacks waiting for it.
    pub fn set_status(&self, status: i32, time: Option<u64>) {
        let due = {
            let mut s = self.lock();
            if s.status <= CL_COMPLETE || status >= s.status {
                return;
            }
            let t = time.unwrap_or_else(now_ns);
            match status {
                CL_SUBMITTED => s.times[1] = t,
                CL_RUNNING => s.times[2] = t,
                _ => s.times[3] = t,
            }
            s.status = status;
            let reached = status.max(CL_COMPLETE);
            let (due, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut s.callbacks)
                .into_iter()
                .partition(|(on, _)| reached <= *on);
            s.callbacks = keep;
            due
        };
        self.changed.notify_all();
        for (_, cb) in due {
            cb(status);
        }
    }

    /// Sets the start and end of a finished command (a kernel's simulated duration).
    pub fn set_times(&self, start: u64, end: u64) {
        let mut s = self.lock();
        s.times[2] = start;
        s.times[3] = end;
    }

    /// Runs `cb` when the status reaches `on` (`CL_SUBMITTED`, `CL_RUNNING` or
    /// `CL_COMPLETE`), at once if it already has.
    pub fn on_status(&self, on: i32, cb: Callback) {
        let now = {
            let mut s = self.lock();
            if s.status.max(CL_COMPLETE) <= on {
                Some(s.status)
            } else {
                s.callbacks.push((on, cb));
                return;
            }
        };
        if let Some(status) = now {
            cb(status);
        }
    }

    /// Blocks until the event is complete or failed; returns the final status.
    pub fn wait(&self) -> i32 {
        let mut s = self.lock();
        while s.status > CL_COMPLETE {
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        s.status
    }
}
