//! Instruction semantics, one module per opcode family. Each family defines its per-channel
//! operation once (pure functions on one channel's values); the planned engine ([`fast`])
//! runs every ALU instruction through them with operand access resolved when the kernel is
//! built. The shared rules around them live in [`mask`] (execution mask, predication) and
//! [`writeback`] (source modifiers, destination conversion, saturation, conditional
//! modifiers, accumulator write-back). [`Exec`] is the per-instruction context of control
//! flow and sends; with the `oracle` feature it also drives the per-channel reference
//! evaluator ([`oracle`]) that differential tests compare the planned engine with.

pub(crate) mod accum;
pub(crate) mod arith;
pub(crate) mod bits;
pub(crate) mod compare;
pub(crate) mod control;
pub(crate) mod fast;
pub(crate) mod fops;
pub(crate) mod invalid;
pub(crate) mod logic;
pub(crate) mod mask;
pub(crate) mod math;
#[cfg(any(test, feature = "oracle"))]
pub(crate) mod oracle;
#[cfg(any(test, feature = "oracle"))]
mod oracle_forms;
pub(crate) mod send;
pub(crate) mod vector;
pub(crate) mod writeback;

use isa::{AccessMode, Instruction, Source};

use crate::error::ExecError;
use crate::operand::At;
use crate::state::ThreadState;
use crate::value::FloatMode;

/// Everything an instruction implementation needs while executing one instruction.
pub(crate) struct Exec<'a> {
    pub st: &'a mut ThreadState,
    pub inst: &'a Instruction,
    pub at: At,
    #[cfg_attr(not(any(test, feature = "oracle")), allow(dead_code))]
    pub align16: bool,
    #[cfg_attr(not(any(test, feature = "oracle")), allow(dead_code))]
    pub fmode: FloatMode,
}

/// Mask of the low `n` bits.
pub(crate) fn low_mask(n: u32) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

impl<'a> Exec<'a> {
    pub fn new(st: &'a mut ThreadState, inst: &'a Instruction, ip: u32) -> Exec<'a> {
        let fmode = writeback::float_mode(st);
        Exec {
            at: At {
                ip,
                chan_offset: inst.chan_offset as u32,
            },
            align16: inst.access_mode == AccessMode::Align16,
            st,
            inst,
            fmode,
        }
    }

    pub fn unimpl(&self, what: impl Into<String>) -> ExecError {
        self.at.unimpl(self.st, what)
    }

    pub fn invalid(&self, what: impl Into<String>) -> ExecError {
        self.at.invalid(self.st, what)
    }

    /// Number of channels.
    pub fn n(&self) -> u32 {
        self.inst.exec_size as u32
    }

    /// Channels enabled by control flow and dispatch (instruction-relative), ignoring the
    /// predicate; all channels for NoMask.
    pub fn enabled(&self) -> u32 {
        mask::enabled(self.st, self.inst)
    }

    /// Predicate value per channel (instruction-relative); all ones without a predicate.
    pub fn predicate(&self) -> Result<u32, ExecError> {
        mask::predicate(self.st, self.inst, self.at)
    }

    /// Channels that execute: enabled and predicate true.
    pub fn mask(&self) -> Result<u32, ExecError> {
        Ok(self.enabled() & self.predicate()?)
    }

    /// Source operand `k`, or an error naming it.
    pub fn src_op(&self, k: usize) -> Result<&'a Source, ExecError> {
        let inst: &'a Instruction = self.inst;
        inst.srcs[k]
            .as_ref()
            .ok_or_else(|| self.invalid(format!("missing src{k}")))
    }
}
