//! Command queues: a worker thread per queue runs its commands in order, each after the
//! events of its wait list complete. Out-of-order queues run in order too (a valid
//! implementation of the OpenCL execution model).

use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};

use super::context::Context;
use super::event::{now_ns, Event};
use super::handle::Obj;
use super::platform::Device;
use crate::cl::*;

/// What a command does when it runs: `Ok(Some(ns))` for a kernel that took `ns` of device
/// time, `Ok(None)` for host-timed work, `Err(status)` for a failure (a negative status).
pub type Work = Box<dyn FnOnce() -> Result<Option<u64>, i32> + Send>;

/// A command waiting in a queue.
struct Command {
    event: Arc<Obj<Event>>,
    wait: Vec<Arc<Obj<Event>>>,
    work: Work,
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
    sender: Mutex<Sender<Command>>,
    last: Mutex<Option<Arc<Obj<Event>>>>,
}

impl Queue {
    /// A queue with its worker thread.
    pub fn new(
        context: Arc<Obj<Context>>,
        device: Arc<Obj<Device>>,
        properties: u64,
        property_list: Vec<u64>,
    ) -> Result<Self, i32> {
        let (sender, receiver) = channel::<Command>();
        let dev = device.clone();
        std::thread::Builder::new()
            .name("eusim-queue".into())
            .spawn(move || {
                for cmd in receiver {
                    run(&dev, cmd);
                }
            })
            .map_err(|_| CL_OUT_OF_HOST_MEMORY)?;
        Ok(Queue {
            context,
            device,
            properties,
            property_list,
            sender: Mutex::new(sender),
            last: Mutex::new(None),
        })
    }

    /// Whether profiling is on.
    pub fn profiling(&self) -> bool {
        self.properties & CL_QUEUE_PROFILING_ENABLE != 0
    }

    /// Queues `work` to run after `wait`; its status goes to `event`.
    pub fn submit(&self, event: Arc<Obj<Event>>, wait: Vec<Arc<Obj<Event>>>, work: Work) {
        *self.last.lock().unwrap_or_else(|e| e.into_inner()) = Some(event.clone());
        let cmd = Command { event, wait, work };
        let sent = self
            .sender
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send(cmd);
        if let Err(e) = sent {
            // the worker is gone (it never exits while the queue lives): fail the command
            e.0.event.set_status(CL_OUT_OF_RESOURCES, None);
        }
    }

    /// The event of the last command queued, if any.
    pub fn last_event(&self) -> Option<Arc<Obj<Event>>> {
        self.last.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

fn run(device: &Device, cmd: Command) {
    cmd.event.set_status(CL_SUBMITTED, None);
    let failed = cmd.wait.iter().any(|e| e.wait() < 0);
    if failed {
        cmd.event
            .set_status(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, None);
        return;
    }
    let start = {
        let timeline = device.timeline.lock().unwrap_or_else(|e| e.into_inner());
        now_ns().max(*timeline)
    };
    cmd.event.set_status(CL_RUNNING, Some(start));
    let result = (cmd.work)();
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
