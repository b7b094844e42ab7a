//! The architectural state of one hardware thread: GRF, ARF and the SIMD control-flow state.

use crate::error::ThreadId;

/// Number of general registers.
pub const GRF_REGS: usize = 128;
/// Bytes per register.
pub const REG_BYTES: usize = 32;
/// Size of the general register file in bytes.
pub const GRF_BYTES: usize = GRF_REGS * REG_BYTES;
/// Maximum SIMD width (channels) of an EU thread.
pub const MAX_CHANNELS: usize = 32;

/// One accumulator element. The accumulator keeps more precision than the GRF: integer lanes
/// hold the full (up to 64-bit plus carry) result, float lanes the value in the type it was
/// computed in (stored widened to `f64`, which is exact).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum AccLane {
    /// Integer content.
    Int(i128),
    /// Floating-point content.
    Float(f64),
}

impl Default for AccLane {
    fn default() -> Self {
        AccLane::Int(0)
    }
}

/// Number of accumulator elements modelled (acc0 and acc1 at word granularity).
pub const ACC_LANES: usize = 32;

/// Storage slots for the byte-addressed architecture registers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ArfSlot {
    A0 = 0,
    F0 = 1,
    F1 = 2,
    Sr0 = 3,
    Cr0 = 4,
    N0 = 5,
    Tdr = 6,
    Tm0 = 7,
    Sp = 8,
}

/// Number of [`ArfSlot`]s.
pub(crate) const ARF_SLOTS: usize = 9;

pub use isa::float::RoundingMode;

/// Per-channel SIMD control-flow state.
///
/// Gen9 has no mask stack: each channel has its own instruction pointer. The model keeps the
/// thread's `ip`, the set of channels currently enabled (`active`: their per-channel IP is
/// `ip`) and, for every disabled channel, the IP at which it waits (`wait_ip`). Whenever the
/// thread's `ip` reaches a waiting channel's IP (by falling through or by a jump), the channel
/// becomes enabled again. Branch instructions disable channels (setting their wait IP to the
/// branch target) and, when none of their own channels is left enabled, jump to their JIP, as
/// the hardware does. Channels never dispatched are never enabled. (A jump that skips over a
/// waiting channel's IP would strand it; IGC's structured code never does that, and tests
/// check that no channel is left waiting at the end of a thread.)
///
/// `repr(C)`: the masks and `next_wake`, which every instruction reads, come first, ahead of
/// the per-channel IPs (see [`ThreadState`]'s layout).
#[derive(Clone, Debug)]
#[repr(C)]
pub struct ControlFlow {
    /// Channels dispatched (the dispatch mask).
    pub dispatch: u32,
    /// Channels currently enabled.
    pub active: u32,
    /// Channels disabled and waiting for `ip` to reach `wait_ip[ch]`.
    pub waiting: u32,
    /// Smallest `wait_ip` of the waiting channels (`u32::MAX` if none).
    pub next_wake: u32,
    /// Per-channel resume IP (valid for channels in `waiting`).
    pub wait_ip: [u32; MAX_CHANNELS],
}

impl ControlFlow {
    fn new(dispatch: u32) -> ControlFlow {
        ControlFlow {
            dispatch,
            active: dispatch,
            waiting: 0,
            wait_ip: [u32::MAX; MAX_CHANNELS],
            next_wake: u32::MAX,
        }
    }

    /// Disable the channels of `mask` (which must be active) until `ip` reaches `target`.
    pub(crate) fn park(&mut self, mask: u32, target: u32) {
        let mask = mask & self.active;
        self.active &= !mask;
        self.waiting |= mask;
        let mut m = mask;
        while m != 0 {
            let ch = m.trailing_zeros() as usize;
            m &= m - 1;
            self.wait_ip[ch] = target;
        }
        if mask != 0 && target < self.next_wake {
            self.next_wake = target;
        }
    }

    /// Enable every channel waiting at `ip`.
    pub(crate) fn wake_at(&mut self, ip: u32) {
        if ip < self.next_wake {
            return;
        }
        let mut next = u32::MAX;
        let mut m = self.waiting;
        while m != 0 {
            let ch = m.trailing_zeros() as usize;
            m &= m - 1;
            let w = self.wait_ip[ch];
            if w == ip {
                self.waiting &= !(1 << ch);
                self.active |= 1 << ch;
            } else if w < next {
                next = w;
            }
        }
        self.next_wake = next;
    }
}

/// A thread's general register file, aligned to a cache line: each 32-byte register lies
/// within one line of the host's cache (at the allocator's 16-byte alignment half of them
/// would straddle two).
#[derive(Clone, Debug)]
#[repr(C, align(64))]
struct Grf([u8; GRF_BYTES]);

/// The state of one EU hardware thread.
///
/// `repr(C)`, aligned to a cache line: what every instruction reads or writes (the register
/// file's address, the instruction count, `ip`, the end and the channel masks) is in the
/// first 64 bytes, ahead of the per-channel IPs, the architecture registers and the
/// accumulator. A timed run interleaves hundreds of threads instruction by instruction, so
/// each thread's state is mostly out of the host's nearer caches when its turn comes: one
/// line for the bookkeeping, not three.
#[derive(Clone, Debug)]
#[repr(C, align(64))]
pub struct ThreadState {
    grf: Box<Grf>,
    pub(crate) instructions: u64,
    pub(crate) ip: u32,
    /// Thread identifier (for error messages and shared-function calls).
    pub id: ThreadId,
    pub(crate) notifications: u32,
    pub(crate) ended: bool,
    pub(crate) barrier_pending: bool,
    simd_width: u8,
    /// SIMD control-flow state.
    pub cf: ControlFlow,
    pub(crate) arf: [[u8; REG_BYTES]; ARF_SLOTS],
    pub(crate) acc: [AccLane; ACC_LANES],
}

// the fields every instruction touches, with the control flow's masks, fill the first line
const _: () = assert!(std::mem::offset_of!(ThreadState, cf) + 16 <= 64);

impl ThreadState {
    /// A fresh thread of `simd_width` channels (8, 16 or 32) with the channels in
    /// `dispatch_mask` enabled, all registers zero and `ip` 0.
    pub fn new(id: ThreadId, simd_width: u8, dispatch_mask: u32) -> ThreadState {
        let width_mask = if simd_width >= 32 {
            u32::MAX
        } else {
            (1u32 << simd_width) - 1
        };
        ThreadState {
            id,
            grf: Box::new(Grf([0; GRF_BYTES])),
            arf: [[0; REG_BYTES]; ARF_SLOTS],
            acc: [AccLane::default(); ACC_LANES],
            ip: 0,
            cf: ControlFlow::new(dispatch_mask & width_mask),
            ended: false,
            notifications: 0,
            barrier_pending: false,
            instructions: 0,
            simd_width,
        }
    }

    /// SIMD width the thread was dispatched with.
    pub fn simd_width(&self) -> u8 {
        self.simd_width
    }

    /// The general register file as bytes (`r0` at 0, `r1` at 32, ...).
    pub fn grf(&self) -> &[u8; GRF_BYTES] {
        &self.grf.0
    }

    /// Mutable access to the general register file (for dispatch: r0 header, payload).
    pub fn grf_mut(&mut self) -> &mut [u8; GRF_BYTES] {
        &mut self.grf.0
    }

    /// One register as bytes. Panics if `reg >= 128` (callers pass constants).
    pub fn reg(&self, reg: usize) -> &[u8] {
        &self.grf.0[reg * REG_BYTES..(reg + 1) * REG_BYTES]
    }

    /// Read dword `idx` (0..8) of register `reg`.
    pub fn read_ud(&self, reg: usize, idx: usize) -> u32 {
        let o = reg * REG_BYTES + idx * 4;
        u32::from_le_bytes(self.grf.0[o..o + 4].try_into().expect("4 bytes"))
    }

    /// Write dword `idx` (0..8) of register `reg`.
    pub fn write_ud(&mut self, reg: usize, idx: usize, value: u32) {
        let o = reg * REG_BYTES + idx * 4;
        self.grf.0[o..o + 4].copy_from_slice(&value.to_le_bytes());
    }

    /// Current instruction pointer (byte offset into the kernel).
    pub fn ip(&self) -> u32 {
        self.ip
    }

    /// Set the instruction pointer (and enable channels waiting there).
    pub fn set_ip(&mut self, ip: u32) {
        self.ip = ip;
        self.cf.wake_at(ip);
    }

    /// Flag register `f0` (`reg` 0) or `f1` (1) as 32 bits.
    pub fn flag(&self, reg: usize) -> u32 {
        let slot = if reg == 0 { ArfSlot::F0 } else { ArfSlot::F1 } as usize;
        u32::from_le_bytes(self.arf[slot][0..4].try_into().expect("4 bytes"))
    }

    /// Set flag register `f0`/`f1` (32 bits).
    pub fn set_flag(&mut self, reg: usize, value: u32) {
        let slot = if reg == 0 { ArfSlot::F0 } else { ArfSlot::F1 } as usize;
        self.arf[slot][0..4].copy_from_slice(&value.to_le_bytes());
    }

    /// Address subregister `a0.i` (16 bits).
    pub fn a0(&self, i: usize) -> u16 {
        let b = &self.arf[ArfSlot::A0 as usize];
        u16::from_le_bytes([b[i * 2], b[i * 2 + 1]])
    }

    /// The bytes of the address register `a0` (sixteen 16-bit subregisters).
    pub(crate) fn a0_bytes_mut(&mut self) -> &mut [u8; REG_BYTES] {
        &mut self.arf[ArfSlot::A0 as usize]
    }

    /// Set address subregister `a0.i`.
    pub fn set_a0(&mut self, i: usize, value: u16) {
        self.arf[ArfSlot::A0 as usize][i * 2..i * 2 + 2].copy_from_slice(&value.to_le_bytes());
    }

    /// Control register dword `cr0.i`.
    pub fn cr0(&self, i: usize) -> u32 {
        let b = &self.arf[ArfSlot::Cr0 as usize];
        u32::from_le_bytes(b[i * 4..i * 4 + 4].try_into().expect("4 bytes"))
    }

    /// Set control register dword `cr0.i`.
    pub fn set_cr0(&mut self, i: usize, value: u32) {
        self.arf[ArfSlot::Cr0 as usize][i * 4..i * 4 + 4].copy_from_slice(&value.to_le_bytes());
    }

    /// State register dword `sr0.i` (the dispatcher writes it).
    pub fn set_sr0(&mut self, i: usize, value: u32) {
        self.arf[ArfSlot::Sr0 as usize][i * 4..i * 4 + 4].copy_from_slice(&value.to_le_bytes());
    }

    /// Accumulator element `i` (acc0 then acc1; element size as last written).
    pub fn acc(&self, i: usize) -> AccLane {
        self.acc[i]
    }

    /// Rounding mode from cr0.0 bits 5:4.
    pub fn rounding_mode(&self) -> RoundingMode {
        match (self.cr0(0) >> 4) & 3 {
            0 => RoundingMode::NearestEven,
            1 => RoundingMode::Up,
            2 => RoundingMode::Down,
            _ => RoundingMode::Zero,
        }
    }

    /// Whether denormals are retained for the given float size in bytes (2, 4 or 8):
    /// cr0.0 bit 10 (half), 7 (single), 6 (double). When clear, arithmetic flushes them to zero.
    pub fn denorms_retained(&self, size: u32) -> bool {
        let bit = match size {
            2 => 10,
            4 => 7,
            _ => 6,
        };
        self.cr0(0) & (1 << bit) != 0
    }

    /// Channels currently enabled (control flow and dispatch), bit per channel.
    pub fn active_mask(&self) -> u32 {
        self.cf.active & self.cf.dispatch
    }

    /// Whether the thread executed its end-of-thread message.
    pub fn is_ended(&self) -> bool {
        self.ended
    }

    /// Number of instructions executed so far.
    pub fn instructions_executed(&self) -> u64 {
        self.instructions
    }

    /// Deliver a notification (barrier completion) to the thread: a `wait n0` that is
    /// blocked, or the next one, proceeds.
    pub fn notify(&mut self) {
        self.notifications += 1;
        self.barrier_pending = false;
    }

    /// Whether the thread signalled a barrier and has not been notified yet.
    pub fn barrier_pending(&self) -> bool {
        self.barrier_pending
    }
}
