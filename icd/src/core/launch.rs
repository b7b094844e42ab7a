//! Turning an `clEnqueueNDRangeKernel` into a simulator launch: the work-group size when the
//! application gives none, the argument snapshot, and the results written back.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::device_info::MAX_WORK_GROUP_SIZE;
use super::handle::Obj;
use super::kernel::{ArgValue, Kernel};
use super::mem::Mem;
use super::platform::Device;
use crate::backend::{self, ImageArg, LaunchArg, Range};

/// The work-group size for a NULL local size: the kernel's required size, else, dimension
/// by dimension from x, the largest divisor of the global size that keeps the group within
/// the device's 256 work-items (the 1D rule of Intel's runtime, NEO `computeWorkgroupSize1D`,
/// extended greedily to more dimensions).
pub fn default_local(global: [u64; 3], dims: usize, required: Option<[u32; 3]>) -> [u64; 3] {
    if let Some(r) = required {
        return r.map(u64::from);
    }
    let mut local = [1u64; 3];
    let mut budget = MAX_WORK_GROUP_SIZE as u64;
    for d in 0..dims {
        let best = (1..=budget.min(global[d]))
            .rev()
            .find(|l| global[d] % l == 0)
            .unwrap_or(1);
        local[d] = best;
        budget /= best;
    }
    local
}

static ENQUEUES: AtomicU64 = AtomicU64::new(0);

/// A kernel launch ready to run: everything captured at enqueue time.
pub struct Launch {
    /// The device.
    pub device: Arc<Obj<Device>>,
    /// The kernel (its binary and name).
    pub kernel: Arc<Obj<Kernel>>,
    /// The argument values at enqueue.
    pub args: Vec<ArgValue>,
    /// The NDRange.
    pub range: Range,
    /// Process-wide enqueue number (names the stats files).
    pub number: u64,
}

impl Launch {
    /// Captures a launch.
    pub fn new(
        device: Arc<Obj<Device>>,
        kernel: Arc<Obj<Kernel>>,
        args: Vec<ArgValue>,
        range: Range,
    ) -> Self {
        Launch {
            device,
            kernel,
            args,
            range,
            number: ENQUEUES.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// Runs it: reads the memory objects' current contents, simulates, writes back what the
    /// kernel changed. Returns the simulated time (ns) or the simulator's message.
    pub fn run(self) -> Result<Option<u64>, String> {
        let mut mems: Vec<Option<Arc<Obj<Mem>>>> = Vec::with_capacity(self.args.len());
        let mut args = Vec::with_capacity(self.args.len());
        for a in &self.args {
            let (arg, mem) = match a {
                ArgValue::Mem(None) => (LaunchArg::Buffer(Vec::new()), None),
                ArgValue::Mem(Some(m)) => match &m.image {
                    Some(d) => (
                        LaunchArg::Image(ImageArg {
                            width: d.width as u32,
                            height: d.height as u32,
                            format: d.format,
                            bytes: m.contents(),
                        }),
                        Some(m.clone()),
                    ),
                    None => (LaunchArg::Buffer(m.contents()), Some(m.clone())),
                },
                ArgValue::Local(n) => (LaunchArg::Local(*n as u64), None),
                ArgValue::Bytes(b) => (LaunchArg::Value(b.clone()), None),
                ArgValue::Sampler(_) => (LaunchArg::Sampler, None),
            };
            args.push(arg);
            mems.push(mem);
        }
        let k = &self.kernel;
        let done = backend::launch(
            &self.device,
            &k.binary,
            &k.meta.name,
            args,
            &self.range,
            self.number,
        )?;
        for (mem, out) in mems.iter().zip(done.outputs) {
            if let (Some(m), Some(bytes)) = (mem, out) {
                if bytes.len() == m.size && m.contents() != bytes {
                    m.write(0, &bytes);
                }
            }
        }
        Ok(done.ns)
    }
}
