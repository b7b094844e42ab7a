//! Functional execution of data-port messages (DC0, DC1, DC read-only).
//!
//! [`execute`] / [`execute_into`] apply a decoded [`Message`] to memory, given its payload
//! (src0 then src1, as whole GRFs) and the execution mask, and produce the response GRFs.
//! Timing is in [`crate::timing`].
//!
//! Conventions used by every message:
//! - lane `i` of the message is bit `i` of `exec_mask` (the caller shifts the mask of a
//!   `(16|M16)`-style send down to message lanes);
//! - a SIMD-n address or data operand spans whole GRFs: lane `i` of 32-bit operands is DWord
//!   `i % 8` of GRF `i / 8`, of 64-bit operands QWord `i % 4` of GRF `i / 4`;
//! - response bytes of disabled lanes are not written: [`execute_into`] leaves the caller's
//!   bytes (the destination registers) there, [`execute`] returns zeros there;
//! - lanes are processed in ascending order, so atomics on one address from one message
//!   apply lane 0 first.

mod atomic;
mod block;
mod payload;
mod scattered;
mod target;

use crate::{Memory, MemoryError, Surfaces};
pub use isa::message::{Footprint, Space, LINE_BYTES};
use isa::message::{Message, MessageKind, Sfid};

/// Errors of data-port execution. Addresses are byte addresses/offsets; the caller adds kernel,
/// IP and thread.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DataPortError {
    /// An access outside its address space.
    #[error("{space}: access of {len} bytes at {addr:#x}{} is out of bounds", lane_text(*lane))]
    OutOfBounds {
        /// Address space.
        space: Space,
        /// Address or offset of the first byte.
        addr: u64,
        /// Length of the access.
        len: u64,
        /// Message lane, for per-lane accesses.
        lane: Option<u32>,
    },
    /// A stateful access to a binding-table index with no surface bound.
    #[error("binding-table index {bti} has no surface bound")]
    UnboundSurface {
        /// The index.
        bti: u8,
    },
    /// The payload or response length does not match what the message transfers.
    #[error("{what}: message carries {got} GRFs, {expected} expected")]
    Length {
        /// Which length ("payload (mlen + ex_mlen)", "response (rlen)").
        what: &'static str,
        /// GRFs expected by the message definition.
        expected: u32,
        /// GRFs given.
        got: u32,
    },
    /// The payload slice is shorter than the message's mlen + ex_mlen.
    #[error("payload has {got} bytes, the message needs {needed}")]
    PayloadTooShort {
        /// Bytes needed.
        needed: usize,
        /// Bytes given.
        got: usize,
    },
    /// A message (or message form) the data-port model does not execute.
    #[error("data port: {0} is not supported")]
    Unsupported(String),
}

fn lane_text(lane: Option<u32>) -> String {
    lane.map_or(String::new(), |l| format!(" (lane {l})"))
}

/// A thread's scratch space: the bytes starting at scratch offset `base`.
#[derive(Debug)]
pub struct Scratch<'a> {
    /// Scratch-space offset (as in r0.5 bits 31:10) of `bytes[0]`.
    pub base: u64,
    /// The backing bytes.
    pub bytes: &'a mut [u8],
}

/// What a data-port message can reach. Build it with [`DataPortCtx::new`] (more fields may be
/// added).
#[derive(Debug)]
#[non_exhaustive]
pub struct DataPortCtx<'a> {
    /// Global memory.
    pub memory: &'a mut Memory,
    /// Binding table for stateful (BTI 0..=252) accesses.
    pub surfaces: &'a Surfaces,
    /// The thread group's shared local memory (BTI 254).
    pub slm: &'a mut [u8],
    /// The thread's scratch space as a separate window. When `None`, scratch lives in global
    /// memory: scratch offsets (r0.5 bits 31:10 plus the message offset) are addresses relative
    /// to `stateless_base`, as IGC's A32 private-memory accesses assume.
    pub scratch: Option<Scratch<'a>>,
    /// Base of A32 stateless accesses (BTI 253/255): the general-state base address.
    pub stateless_base: u64,
    /// When `Some`, [`execute`] appends what each message touches here (the caller's
    /// footprint, reused from message to message without moving it).
    pub footprint: Option<&'a mut Footprint>,
    /// The first access that the out-of-bounds policy clipped to its memory (reading zeros
    /// outside, dropping the writes there) since the context was made or this was last
    /// taken; `None` when every access was inside.
    pub clipped: Option<Clipped>,
}

/// An access clipped to the bounds of its memory (see [`crate::OobPolicy`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clipped {
    /// Address space (a surface names its binding-table index).
    pub space: Space,
    /// Byte address or offset of the access's first byte.
    pub addr: u64,
    /// Length of the access in bytes.
    pub len: u64,
    /// Size of the memory in bytes (a surface's programmed size).
    pub size: u64,
    /// A write (else a read).
    pub write: bool,
}

impl<'a> DataPortCtx<'a> {
    /// A context with no scratch space, stateless base 0 and no footprint collection.
    pub fn new(memory: &'a mut Memory, surfaces: &'a Surfaces, slm: &'a mut [u8]) -> Self {
        DataPortCtx {
            memory,
            surfaces,
            slm,
            scratch: None,
            stateless_base: 0,
            footprint: None,
            clipped: None,
        }
    }

    /// [`DataPortCtx::new`] collecting what messages touch into `footprint`
    /// ([`DataPortCtx::with_footprint`]), made in one step.
    pub fn recording(
        memory: &'a mut Memory,
        surfaces: &'a Surfaces,
        slm: &'a mut [u8],
        footprint: &'a mut Footprint,
    ) -> Self {
        DataPortCtx {
            footprint: Some(footprint),
            ..DataPortCtx::new(memory, surfaces, slm)
        }
    }

    /// Sets the thread's scratch space.
    pub fn with_scratch(mut self, scratch: Scratch<'a>) -> Self {
        self.scratch = Some(scratch);
        self
    }

    /// Sets the A32 stateless base (general-state base address).
    pub fn with_stateless_base(mut self, base: u64) -> Self {
        self.stateless_base = base;
        self
    }

    /// Starts collecting what messages touch into `footprint` (appended: clear it first
    /// for one message's).
    pub fn with_footprint(mut self, footprint: &'a mut Footprint) -> Self {
        self.footprint = Some(footprint);
        self
    }
}

/// Executes a data-port message. `payload` holds `(mlen + ex_mlen) * 32` bytes (src0 then src1);
/// the result holds `rlen * 32` bytes, zero where nothing is returned (disabled lanes, the
/// unused half of a one-OWord block).
pub fn execute(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut DataPortCtx,
) -> Result<Vec<u8>, DataPortError> {
    let mut out = vec![0; (msg.rlen * 32) as usize];
    execute_into(msg, payload, exec_mask, ctx, &mut out)?;
    Ok(out)
}

/// Like [`execute`], but writes the response into `response` (at least `rlen * 32` bytes, e.g.
/// the destination registers' current contents) and only where the message returns data:
/// bytes of disabled lanes and outside the returned block keep their previous value, as the
/// destination registers do for disabled channels (vISA's `GATHER`, `GATHER4_SCALED`,
/// `SVM_GATHER` and `DWORD_ATOMIC` semantics only assign `dst` under `if (ChEn[i])`).
/// On error, `response` and memory may have been partly updated (lanes before the failing one).
pub fn execute_into(
    msg: &Message,
    payload: &[u8],
    exec_mask: u32,
    ctx: &mut DataPortCtx,
    response: &mut [u8],
) -> Result<(), DataPortError> {
    let rbytes = (msg.rlen * 32) as usize;
    if response.len() < rbytes {
        return Err(DataPortError::Length {
            what: "response buffer",
            expected: msg.rlen,
            got: (response.len() / 32) as u32,
        });
    }
    let out = &mut response[..rbytes];
    let needed = ((msg.mlen + msg.ex_mlen) * 32) as usize;
    if payload.len() < needed {
        return Err(DataPortError::PayloadTooShort {
            needed,
            got: payload.len(),
        });
    }
    if msg.header && msg.mlen == 0 {
        return Err(DataPortError::Length {
            what: "payload (mlen) with a header",
            expected: 1,
            got: 0,
        });
    }
    let p = payload::Payload::new(&payload[..needed], msg.header);
    match msg.kind {
        MessageKind::OwordBlockRead { .. }
        | MessageKind::OwordBlockWrite { .. }
        | MessageKind::HwordBlockRead { .. }
        | MessageKind::HwordBlockWrite { .. }
        | MessageKind::ScratchRead { .. }
        | MessageKind::ScratchWrite { .. } => block::execute(msg, &p, ctx, out),
        MessageKind::ByteScatteredRead { .. }
        | MessageKind::ByteScatteredWrite { .. }
        | MessageKind::ScatteredRead { .. }
        | MessageKind::ScatteredWrite { .. }
        | MessageKind::UntypedRead { .. }
        | MessageKind::UntypedWrite { .. } => scattered::execute(msg, &p, exec_mask, ctx, out),
        MessageKind::UntypedAtomic { .. } | MessageKind::UntypedFloatAtomic { .. } => {
            atomic::execute(msg, &p, exec_mask, ctx, out)
        }
        MessageKind::MemoryFence { .. } => {
            // Accesses are applied in order, so a fence only has to return its register.
            expect_len("response (rlen)", msg.rlen.min(1), msg.rlen)?;
            out.fill(0);
            Ok(())
        }
        ref other => Err(DataPortError::Unsupported(describe(msg.sfid, other))),
    }
}

fn describe(sfid: Sfid, kind: &MessageKind) -> String {
    format!("{sfid} message {kind:?}")
}

pub(crate) fn expect_len(what: &'static str, expected: u32, got: u32) -> Result<(), DataPortError> {
    if expected == got {
        Ok(())
    } else {
        Err(DataPortError::Length {
            what,
            expected,
            got,
        })
    }
}

impl From<(MemoryError, Option<u32>)> for DataPortError {
    fn from((e, lane): (MemoryError, Option<u32>)) -> Self {
        match e {
            MemoryError::OutOfBounds { addr, len } => DataPortError::OutOfBounds {
                space: Space::Global,
                addr,
                len,
                lane,
            },
            other => DataPortError::Unsupported(other.to_string()),
        }
    }
}
