//! Command queues: a worker thread per queue runs its commands one at a time, each once the
//! events of its wait list are complete.
//!
//! An in-order queue runs its commands in the order they were queued. An out-of-order queue
//! (`CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE`) runs, of the commands whose dependencies are
//! met, the earliest queued: a command held back by its wait list (a user event, a command
//! of another queue) does not hold back later independent commands. Markers and barriers
//! without a wait list wait for every earlier command, and a barrier holds back every later
//! command (OpenCL 3.0, `clEnqueueMarkerWithWaitList`, `clEnqueueBarrierWithWaitList`).
//! Either way one command runs at a time, so results do not depend on host timing beyond
//! the order in which the application completes events.
//!
//! Ownership: the worker holds only the queue's [`Shared`] state, never the [`Queue`]; a
//! command's event holds its queue. Once the application has released the queue
//! ([`Queue::close`]) the worker runs what is left and ends; the queue object itself is freed
//! when the last event naming it is, and with it its reference to the context.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};

use super::context::Context;
use super::event::{now_ns, Event};
use super::handle::Obj;
use super::platform::Device;
use crate::cl::*;

/// What a command does when it runs: `Ok(Some(ns))` for a kernel that took `ns` of device
/// time, `Ok(None)` for host-timed work, `Err(status)` for a failure (a negative status).
pub type Work = Box<dyn FnOnce() -> Result<Option<u64>, i32> + Send>;

/// How a command is ordered against the other commands of an out-of-order queue (an
/// in-order queue runs every command after the previous one anyway).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Order {
    /// It waits for every command queued before it (a marker or barrier without a wait
    /// list).
    pub after_all: bool,
    /// Every command queued after it waits for it (a barrier).
    pub blocks_later: bool,
}

impl Order {
    /// The ordering OpenCL gives a command of type `command_type` with or without a wait
    /// list: markers and barriers without one wait for everything queued before them;
    /// barriers (`CL_COMMAND_BARRIER`, also `clEnqueueWaitForEvents`) hold back what follows.
    pub fn of(command_type: u32, has_wait_list: bool) -> Self {
        match command_type {
            CL_COMMAND_BARRIER => Order {
                after_all: !has_wait_list,
                blocks_later: true,
            },
            CL_COMMAND_MARKER => Order {
                after_all: !has_wait_list,
                blocks_later: false,
            },
            _ => Order::default(),
        }
    }
}

/// The command to run next, given for each pending command, in queue order, whether its
/// wait list is complete and its [`Order`]; `None` when none may run yet. Nothing is
/// running when this is asked, so a command waiting for every earlier one may run when it
/// is first.
pub fn next_ready(
    pending: impl IntoIterator<Item = (bool, Order)>,
    in_order: bool,
) -> Option<usize> {
    for (i, (ready, order)) in pending.into_iter().enumerate() {
        if ready && (i == 0 || !order.after_all) {
            return Some(i);
        }
        if in_order || order.blocks_later {
            return None;
        }
    }
    None
}

/// A command waiting in a queue.
struct Command {
    /// Its place in the queue's order.
    seq: u64,
    event: Arc<Obj<Event>>,
    wait: Vec<Arc<Obj<Event>>>,
    order: Order,
    work: Work,
}

impl Command {
    /// Whether every event of its wait list is complete (or failed).
    fn ready(&self) -> bool {
        self.wait.iter().all(|e| e.status() <= CL_COMPLETE)
    }
}

/// What the queue and its worker share.
struct State {
    /// Commands not started yet, in queue order.
    pending: VecDeque<Command>,
    /// The command running, if any.
    running: Option<u64>,
    /// The number of the next command queued.
    next_seq: u64,
    /// The application has released the queue: the worker ends once `pending` is empty.
    closed: bool,
}

/// A queue's state and the condition its worker and `clFinish` wait on.
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
    in_order: bool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, State>) -> MutexGuard<'a, State> {
        self.changed.wait(guard).unwrap_or_else(|e| e.into_inner())
    }

    /// Wakes the worker and finishers (taking the lock, so that a waiter that has just
    /// found nothing to do cannot miss the change).
    fn wake(&self) {
        let _state = self.lock();
        self.changed.notify_all();
    }
}

/// A command queue.
pub struct Queue {
    /// Its context.
    pub context: Arc<Obj<Context>>,
    /// Its device.
    pub device: Arc<Obj<Device>>,
    /// `CL_QUEUE_*` property bits.
    pub properties: u64,
    /// The property list it was created with (`clCreateCommandQueueWithProperties`).
    pub property_list: Vec<u64>,
    shared: Arc<Shared>,
}

impl Queue {
    /// A queue with its worker thread.
    pub fn new(
        context: Arc<Obj<Context>>,
        device: Arc<Obj<Device>>,
        properties: u64,
        property_list: Vec<u64>,
    ) -> Result<Self, i32> {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                pending: VecDeque::new(),
                running: None,
                next_seq: 0,
                closed: false,
            }),
            changed: Condvar::new(),
            in_order: properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0,
        });
        let (worker, dev) = (shared.clone(), device.clone());
        std::thread::Builder::new()
            .name("eusim-queue".into())
            .spawn(move || work_loop(&worker, &dev))
            .map_err(|_| CL_OUT_OF_HOST_MEMORY)?;
        Ok(Queue {
            context,
            device,
            properties,
            property_list,
            shared,
        })
    }

    /// Whether profiling is on.
    pub fn profiling(&self) -> bool {
        self.properties & CL_QUEUE_PROFILING_ENABLE != 0
    }

    /// Queues `work` to run after `wait` (and as [`Order::of`] `command_type` asks); its
    /// status goes to `event`.
    pub fn submit(&self, event: Arc<Obj<Event>>, wait: Vec<Arc<Obj<Event>>>, work: Work) {
        let order = Order::of(event.command_type, !wait.is_empty());
        // a dependency that completes wakes the worker (which may be waiting for it); the
        // callback holds the queue's state weakly, so a never-completed user event keeps
        // nothing alive
        for e in &wait {
            if e.status() > CL_COMPLETE {
                let shared = Arc::downgrade(&self.shared);
                e.on_status(CL_COMPLETE, Box::new(move |_| wake(&shared)));
            }
        }
        let mut state = self.shared.lock();
        let seq = state.next_seq;
        state.next_seq += 1;
        state.pending.push_back(Command {
            seq,
            event,
            wait,
            order,
            work,
        });
        drop(state);
        self.shared.changed.notify_all();
    }

    /// Blocks until every command queued before the call has completed (or failed).
    pub fn finish(&self) {
        let mut state = self.shared.lock();
        let end = state.next_seq;
        while state.pending.front().is_some_and(|c| c.seq < end)
            || state.running.is_some_and(|r| r < end)
        {
            state = self.shared.wait(state);
        }
    }

    /// The application released its last reference: the worker runs the commands still
    /// queued (as their events allow) and then ends. Returns at once (an implicit flush).
    pub fn close(&self) {
        self.shared.lock().closed = true;
        self.shared.changed.notify_all();
    }
}

impl Drop for Queue {
    fn drop(&mut self) {
        self.close();
    }
}

fn wake(shared: &Weak<Shared>) {
    if let Some(s) = shared.upgrade() {
        s.wake();
    }
}

/// The worker: runs each command once it may, ends when the queue is closed and empty.
fn work_loop(shared: &Shared, device: &Device) {
    let mut state = shared.lock();
    loop {
        let next = next_ready(
            state.pending.iter().map(|c| (c.ready(), c.order)),
            shared.in_order,
        );
        match next.and_then(|i| state.pending.remove(i)) {
            Some(cmd) => {
                state.running = Some(cmd.seq);
                drop(state);
                // without the lock: the command's events run callbacks, and dropping the
                // command may free the queue, whose destructor takes the lock
                run(device, cmd);
                state = shared.lock();
                state.running = None;
                shared.changed.notify_all();
            }
            None if state.closed && state.pending.is_empty() => return,
            None => state = shared.wait(state),
        }
    }
}

fn run(device: &Device, cmd: Command) {
    cmd.event.set_status(CL_SUBMITTED, None);
    if cmd.wait.iter().any(|e| e.status() < 0) {
        cmd.event
            .set_status(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, None);
        return;
    }
    let start = {
        let timeline = device.timeline.lock().unwrap_or_else(|e| e.into_inner());
        now_ns().max(*timeline)
    };
    cmd.event.set_status(CL_RUNNING, Some(start));
    // a panic in the work fails its command instead of the queue's worker
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(cmd.work))
        .unwrap_or(Err(CL_OUT_OF_RESOURCES));
    let end = match result {
        Ok(Some(ns)) => start + ns,
        _ => now_ns().max(start),
    };
    *device.timeline.lock().unwrap_or_else(|e| e.into_inner()) = end;
    cmd.event.set_times(start, end);
    match result {
        Ok(_) => cmd.event.set_status(CL_COMPLETE, Some(end)),
        Err(status) => cmd.event.set_status(status, Some(end)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: Order = Order {
        after_all: false,
        blocks_later: false,
    };

    #[test]
    fn in_order_queues_run_only_the_first_command() {
        assert_eq!(next_ready([(true, PLAIN), (true, PLAIN)], true), Some(0));
        // the first waits: nothing runs, not even a ready second
        assert_eq!(next_ready([(false, PLAIN), (true, PLAIN)], true), None);
        assert_eq!(next_ready(std::iter::empty(), true), None);
    }

    #[test]
    fn out_of_order_queues_run_the_earliest_ready_command() {
        assert_eq!(next_ready([(false, PLAIN), (true, PLAIN)], false), Some(1));
        assert_eq!(
            next_ready([(false, PLAIN), (true, PLAIN), (true, PLAIN)], false),
            Some(1)
        );
        assert_eq!(next_ready([(false, PLAIN), (false, PLAIN)], false), None);
    }

    #[test]
    fn markers_and_barriers_order_out_of_order_queues() {
        let marker = Order::of(CL_COMMAND_MARKER, false);
        let barrier = Order::of(CL_COMMAND_BARRIER, false);
        let listed_barrier = Order::of(CL_COMMAND_BARRIER, true);
        assert_eq!(Order::of(CL_COMMAND_MARKER, true), PLAIN);
        assert_eq!(Order::of(CL_COMMAND_NDRANGE_KERNEL, false), PLAIN);
        // a marker without a list waits for the blocked command before it, later
        // independent commands do not wait for the marker
        assert_eq!(
            next_ready([(false, PLAIN), (true, marker), (true, PLAIN)], false),
            Some(2)
        );
        assert_eq!(next_ready([(true, marker), (true, PLAIN)], false), Some(0));
        // a barrier holds back what follows it
        assert_eq!(
            next_ready([(false, PLAIN), (true, barrier), (true, PLAIN)], false),
            None
        );
        // a barrier with a wait list waits for its list only, and still holds back the rest
        assert_eq!(
            next_ready(
                [(false, PLAIN), (true, listed_barrier), (true, PLAIN)],
                false
            ),
            Some(1)
        );
        assert_eq!(
            next_ready(
                [(false, PLAIN), (false, listed_barrier), (true, PLAIN)],
                false
            ),
            None
        );
    }
}
