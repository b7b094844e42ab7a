//! Turning an `clEnqueueNDRangeKernel` into a simulator launch: the work-group size when the
//! application gives none, the argument snapshot, and the results written back.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::handle::Obj;
use super::kernel::{ArgValue, Kernel};
use super::mem::Store;
use super::platform::Device;
use crate::backend::{self, Buffer, Image, ImageDesc, LaunchArg, Range};
use crate::cl::CL_KERNEL_ARG_ACCESS_READ_ONLY;

/// The work-group size for a NULL local size: the kernel's required size, else, dimension
/// by dimension from x, the largest divisor of the global size that keeps the group within
/// `max` work-items (the kernel's limit, 256 on Gen9: the 1D rule of Intel's runtime, NEO
/// `computeWorkgroupSize1D`, extended greedily to more dimensions).
pub fn default_local(
    global: [u64; 3],
    dims: usize,
    required: Option<[u32; 3]>,
    max: usize,
) -> [u64; 3] {
    if let Some(r) = required {
        return r.map(u64::from);
    }
    let mut local = [1u64; 3];
    let mut budget = max as u64;
    for d in 0..dims {
        let best = (1..=budget.min(global[d]))
            .rev()
            .find(|l| global[d].is_multiple_of(*l))
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

    /// Runs it on the simulator (buffers and images are updated in place). Returns the
    /// simulated time (ns, `None` in functional mode) or the simulator's message.
    pub fn run(self) -> Result<Option<u64>, String> {
        let mut write_back = Vec::new();
        let mut args = Vec::with_capacity(self.args.len());
        for (i, a) in self.args.iter().enumerate() {
            args.push(match a {
                ArgValue::Mem(None) => LaunchArg::Buffer(None),
                ArgValue::Mem(Some(m)) => match &m.store {
                    Store::Buffer(b) => LaunchArg::Buffer(Some(b.clone())),
                    Store::Image(i) => LaunchArg::Image(i.clone()),
                    Store::BufferImage(b, desc) => {
                        let img = buffer_image(b, *desc)?;
                        let meta = self.kernel.meta.args.get(i);
                        if meta.is_none_or(|m| m.access != CL_KERNEL_ARG_ACCESS_READ_ONLY) {
                            write_back.push((b.clone(), img.clone()));
                        }
                        LaunchArg::Image(img)
                    }
                },
                ArgValue::Local(n) => LaunchArg::Local(*n as u64),
                ArgValue::Bytes(b) => LaunchArg::Value(b.clone()),
                ArgValue::Sampler(s) => LaunchArg::Sampler(s.state),
            });
        }
        let k = &self.kernel;
        let r = backend::launch(
            &self.device.sim,
            &k.binary,
            &k.meta.name,
            args,
            &self.range,
            self.number,
        );
        // the texels a kernel wrote through a 1D image buffer are the buffer's bytes
        for (b, img) in write_back {
            b.write(0, &img.to_vec()).map_err(|e| e.to_string())?;
        }
        r
    }
}

/// The image a launch binds for a 1D image buffer: a copy of its buffer's first texels.
fn buffer_image(b: &Buffer, desc: ImageDesc) -> Result<Image, String> {
    let mut bytes = vec![0u8; desc.size_bytes()];
    b.read(0, &mut bytes).map_err(|e| e.to_string())?;
    Image::from_vec(desc, bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::default_local;

    #[test]
    fn null_local_size_takes_the_largest_divisor_within_256() {
        assert_eq!(default_local([1024, 1, 1], 1, None, 256), [256, 1, 1]);
        assert_eq!(default_local([1000, 1, 1], 1, None, 256), [250, 1, 1]);
        assert_eq!(default_local([97, 1, 1], 1, None, 256), [97, 1, 1]);
        assert_eq!(default_local([509 * 2, 1, 1], 1, None, 256), [2, 1, 1]);
        // x first, then what the budget leaves for y
        assert_eq!(default_local([64, 64, 1], 2, None, 256), [64, 4, 1]);
        assert_eq!(default_local([3, 3, 3], 3, None, 256), [3, 3, 3]);
        assert_eq!(
            default_local([64, 64, 1], 2, Some([8, 8, 1]), 256),
            [8, 8, 1]
        );
        // a one-EU machine holds 7 threads: 56 work-items at SIMD8
        assert_eq!(default_local([1024, 1, 1], 1, None, 56), [32, 1, 1]);
    }
}
