//! Global reads completed ahead of the window's end, on the host thread that advanced their
//! subslice.
//!
//! The window's end serves the recorded sends of every subslice in issue order
//! ([`crate::dataport::serve_all`]), on one host thread while the others wait. Most of those
//! sends only read global memory through the data port (an SGEMM's block reads), and global
//! memory changes only at window ends, so such a read's functional part — its addresses,
//! the bytes it returns into the issuing thread's registers and the lines it touches — can
//! be done as soon as its subslice has advanced through the window, on that subslice's host
//! thread. The window's end then only times it (the L3 and what lies behind it, kept in
//! issue order) and finishes it.
//!
//! That gives the serial order's result exactly:
//!
//! - A read completed early saw memory as the previous window's end left it. In issue order
//!   it would also have seen the writes of this window's sends served before it; the window's
//!   end collects the lines those wrote ([`Written`]) and completes the read again, in its
//!   turn, when it read one of them (or when a write's lines are not known: scratch, or no
//!   footprint). Lines are 64-byte footprint lines, so this is conservative.
//! - A thread's registers are written in its sends' issue order: only the sends of a thread
//!   before its first send that is not such a read are completed early.
//! - Message counts and the first error go in issue order: an early completion keeps its
//!   counts and its error, and the window's end applies them in the send's turn.

use crate::dataport::issue_key;
use crate::engine::TimingError;
use crate::stats::MessageCounts;
use crate::subslice::{Ctx, Subslice};
use eu_model::{ExecError, ServedBy};
use isa::message::{Message, MessageKind, Unit};
use memory_model::{Footprint, Memory};
use rustc_hash::FxHashSet;

/// Completions kept for reuse per subslice (their footprints keep their buffers).
const EARLY_KEPT: usize = 256;

/// The functional part of a send completed before the window's end.
#[derive(Default)]
pub(crate) struct Early {
    pub(crate) served_by: Option<ServedBy>,
    /// The footprint holds what it touched.
    pub(crate) recorded: bool,
    pub(crate) fp: Footprint,
    /// What it counts into the run's message counts, in its turn.
    pub(crate) counts: MessageCounts,
    pub(crate) error: Option<ExecError>,
}

/// A recorded send's early completion, as the window's end takes it.
pub(crate) enum Entry {
    /// None: the send is served in full at the window's end.
    Late,
    /// A plain read ([`Lean`]).
    Lean(Lean),
    /// Any other completion (an error, an access out of bounds, a footprint of more than
    /// lines read).
    Full(Box<Early>),
}

/// The usual early completion, kept small and side by side with the others: one data-port
/// message that read `bytes_read` bytes from the lines `from..to` of its subslice's list
/// ([`EarlyDone::lines`]), with no error. The window's end reads these on another host
/// thread than the one that wrote them: entries in one vector and lines in another cost it
/// a few cache lines a send, read in order, where a completion of its own (a footprint's
/// buffers, counts) cost several lines scattered over the heap.
#[derive(Clone, Copy)]
pub(crate) struct Lean {
    from: u32,
    to: u32,
    bytes_read: u32,
}

/// A subslice's early completions: entry `i` is recorded send `i`'s, and what they share.
// boxed: a full completion (a footprint's buffers, counts) is rare and large
#[allow(clippy::vec_box)]
#[derive(Default)]
pub(crate) struct EarlyDone {
    done: Vec<Entry>,
    /// The lines the lean completions read, one after another.
    lines: Vec<u64>,
    /// Where a send is completed before it is known to be lean (stays on the subslice's
    /// host thread).
    scratch: Early,
    kept: Vec<Box<Early>>,
    /// Per thread (index into the subslice's threads): a send of it is served at the
    /// window's end, so its later ones are too.
    late: Vec<bool>,
    /// Sends completed early, and those completed again at the window's end.
    pub(crate) early: u64,
    pub(crate) again: u64,
}

impl EarlyDone {
    /// Recorded send `pos`'s early completion ([`Entry::Late`]: it has none).
    pub(crate) fn take(&mut self, pos: usize) -> Entry {
        self.done
            .get_mut(pos)
            .map_or(Entry::Late, |e| std::mem::replace(e, Entry::Late))
    }

    /// The lines lean completion `l` read.
    pub(crate) fn lines(&self, l: &Lean) -> &[u64] {
        &self.lines[l.from as usize..l.to as usize]
    }

    /// Makes `fp` the footprint of lean completion `l`.
    pub(crate) fn fill(&self, l: &Lean, fp: &mut Footprint) {
        fp.clear();
        fp.lines_read.extend_from_slice(self.lines(l));
        fp.bytes_read = u64::from(l.bytes_read);
    }

    /// Keeps a completion's box for a later send.
    pub(crate) fn recycle(&mut self, e: Box<Early>) {
        if self.kept.len() < EARLY_KEPT {
            self.kept.push(e);
        }
    }

    /// Forgets every completion (the window's sends are served, or reordered).
    pub(crate) fn clear(&mut self) {
        for e in self.done.drain(..) {
            if let (Entry::Full(e), true) = (e, self.kept.len() < EARLY_KEPT) {
                self.kept.push(e);
            }
        }
        self.lines.clear();
    }

    /// Keeps the completion in `scratch` of a send that reached the data port: lean when it
    /// is a plain read, else in a box of its own.
    fn keep(&mut self) {
        let e = &self.scratch;
        let plain = e.error.is_none()
            && e.recorded
            && e.served_by == Some(ServedBy::DataPort)
            && e.counts == one_read()
            && e.fp.reads_global_lines_only();
        let lines_read = &e.fp.lines_read;
        let from = u32::try_from(self.lines.len()).ok();
        let to = u32::try_from(self.lines.len() + lines_read.len()).ok();
        let bytes_read = u32::try_from(e.fp.bytes_read).ok();
        if let (true, Some(from), Some(to), Some(bytes_read)) = (plain, from, to, bytes_read) {
            self.lines.extend_from_slice(lines_read);
            self.done.push(Entry::Lean(Lean {
                from,
                to,
                bytes_read,
            }));
            return;
        }
        let mut b = self.kept.pop().unwrap_or_default();
        std::mem::swap(&mut *b, &mut self.scratch);
        self.done.push(Entry::Full(b));
    }
}

/// What a lean completion counts: one data-port message.
fn one_read() -> MessageCounts {
    let mut c = MessageCounts::default();
    c.count(Unit::DataPort);
    c
}

/// Whether a message only reads global memory through the data port: no write, no atomic,
/// no SLM, no scratch (whose lines a footprint names by scratch offset, not address).
pub(crate) fn reads_global_only(msg: &Message) -> bool {
    msg.served_by() == ServedBy::DataPort
        && !msg.writes_memory()
        && !matches!(msg.kind, MessageKind::ScratchRead { .. })
}

/// The lines written so far by the sends served at this window's end.
#[derive(Default)]
pub(crate) struct Written {
    lines: FxHashSet<u64>,
    /// A write whose lines are not known was served.
    unknown: bool,
}

impl Written {
    /// Notes a served send of `msg` that touched `fp` (`None`: not recorded).
    pub(crate) fn note(&mut self, msg: &Message, fp: Option<&Footprint>) {
        if !msg.writes_memory() {
            return;
        }
        match fp {
            Some(fp) if fp.scratch_lines_written.is_empty() => {
                self.lines.extend(fp.lines_written.iter().copied())
            }
            _ => self.unknown = true,
        }
    }

    /// Whether a read that touched `fp` read a line written so far.
    pub(crate) fn read_by(&self, fp: &Footprint) -> bool {
        self.read_any(&fp.lines_read)
    }

    /// Whether a read of `lines` read a line written so far.
    pub(crate) fn read_any(&self, lines: &[u64]) -> bool {
        self.unknown || (!self.lines.is_empty() && lines.iter().any(|l| self.lines.contains(l)))
    }

    /// A new window.
    pub(crate) fn clear(&mut self) {
        self.lines.clear();
        self.unknown = false;
    }
}

impl Subslice {
    /// Sorts the recorded sends into issue order (a split subslice's joined list has its
    /// parts' sends after its own) and forgets early completions made before.
    pub(crate) fn sort_deferred(&mut self) {
        if !self.deferred.is_sorted_by_key(issue_key) {
            // stable: a part's sends of one cycle and EU keep their order
            self.deferred.sort_by_key(issue_key);
            self.host.early.clear();
        }
    }

    /// Completes the functional part of the recorded sends that only read global memory
    /// ([`reads_global_only`]) against `memory`, once the subslice has advanced to the
    /// window's end; stops at the first error (kept for the send's turn).
    pub(crate) fn complete_early(&mut self, ctx: &Ctx<'_>, memory: &mut Memory) {
        self.sort_deferred();
        let host = &mut self.host.early;
        host.clear();
        host.late.clear();
        host.late.resize(self.threads.len(), false);
        for d in &self.deferred {
            let Some(d) = d else {
                host.done.push(Entry::Late);
                continue;
            };
            let th = self.threads[d.thread].as_mut();
            let (Some(th), false) = (th, host.late[d.thread]) else {
                host.done.push(Entry::Late);
                continue;
            };
            if !reads_global_only(d.ticket.message()) {
                host.late[d.thread] = true;
                host.done.push(Entry::Late);
                continue;
            }
            let e = &mut host.scratch;
            e.counts = MessageCounts::default();
            let result = ctx.services.complete_send(
                &mut th.state,
                &d.ticket,
                memory,
                &mut [],
                &mut e.counts,
                &mut e.fp,
            );
            let failed = result.is_err();
            match result {
                Ok((_, served_by, recorded)) => {
                    e.served_by = Some(served_by);
                    e.recorded = recorded;
                    e.error = None;
                }
                Err(err) => {
                    e.served_by = None;
                    e.error = Some(err);
                }
            }
            host.keep();
            host.early += 1;
            if failed {
                break;
            }
        }
    }
}

/// What the window's end does with an early completion in its send's turn: its error, or
/// its counts added, or nothing when it read a line written before it in the window or its
/// footprint holds nothing to check that against (it is then completed again). Returns the
/// completion to use ([`Entry::Late`]: none).
pub(crate) fn in_turn(
    ctx: &Ctx<'_>,
    unit: &mut EarlyDone,
    e: Entry,
    written: &Written,
    messages: &mut MessageCounts,
) -> Result<Entry, TimingError> {
    match e {
        Entry::Late => Ok(Entry::Late),
        Entry::Lean(l) => {
            if written.read_any(unit.lines(&l)) {
                unit.again += 1;
                return Ok(Entry::Late);
            }
            messages.add(&one_read());
            Ok(Entry::Lean(l))
        }
        Entry::Full(mut e) => {
            if !e.recorded || written.read_by(&e.fp) {
                unit.again += 1;
                unit.recycle(e);
                return Ok(Entry::Late);
            }
            if let Some(err) = e.error.take() {
                return Err(ctx.exec_err(err));
            }
            messages.add(&e.counts);
            Ok(Entry::Full(e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use isa::message::decode;

    // descriptors as iga64 prints them (the isa crate's decode tests)
    fn buffer_read() -> Message {
        // untyped surface read from BTI 0
        decode(0xC, 0x0420_5E00, 0xC, 16).unwrap()
    }

    fn scratch_write() -> Message {
        // hword scratch block write x2
        decode(0xA, 0x020F_1005, 0x8A, 16).unwrap()
    }

    #[test]
    fn only_data_port_reads_of_global_memory_complete_early() {
        assert!(reads_global_only(&buffer_read()));
        // the same read from BTI 254 (SLM), an SLM write, a scratch read, a scratch write,
        // a fence
        let slm_read = decode(0xC, 0x0420_5EFE, 0xC, 16).unwrap();
        let slm_write = decode(0xC, 0x0402_5EFE, 0x8C, 16).unwrap();
        let scratch_read = decode(0xA, 0x028D_3002, 0xA, 16).unwrap();
        let fence = decode(0xA, 0x0219_E000, 0xA, 8).unwrap();
        for m in [slm_read, slm_write, scratch_read, scratch_write(), fence] {
            assert!(!reads_global_only(&m), "{:?}", m.kind);
        }
    }

    #[test]
    fn a_read_of_a_line_written_before_it_in_the_window_completes_again() {
        let fp = |read: &[u64], written: &[u64]| Footprint {
            lines_read: read.to_vec(),
            lines_written: written.to_vec(),
            ..Footprint::default()
        };
        let mut w = Written::default();
        // reads write nothing
        w.note(&buffer_read(), Some(&fp(&[0x40], &[])));
        assert!(!w.read_by(&fp(&[0x40], &[])));
        // a write's lines (an SLM write stands in for any message that writes: only its
        // footprint's global lines count)
        let write = decode(0xC, 0x0402_5EFE, 0x8C, 16).unwrap();
        w.note(&write, Some(&fp(&[], &[0x80, 0xC0])));
        assert!(w.read_by(&fp(&[0x1000, 0xC0], &[])));
        assert!(!w.read_by(&fp(&[0x40, 0x100], &[])));
        // a write with no footprint, or to scratch: every later read again
        w.clear();
        assert!(!w.read_by(&fp(&[0xC0], &[])));
        w.note(&write, None);
        assert!(w.read_by(&fp(&[0x40], &[])));
        w.clear();
        let scratch = Footprint {
            scratch_lines_written: vec![0],
            ..Footprint::default()
        };
        w.note(&scratch_write(), Some(&scratch));
        assert!(w.read_by(&fp(&[0x40], &[])));
    }

    #[test]
    fn a_plain_read_is_kept_lean_and_anything_else_in_full() {
        let mut host = EarlyDone::default();
        let read = |lines: &[u64], counts: MessageCounts| Early {
            served_by: Some(ServedBy::DataPort),
            recorded: true,
            fp: Footprint {
                lines_read: lines.to_vec(),
                bytes_read: 32 * lines.len() as u64,
                ..Footprint::default()
            },
            counts,
            error: None,
        };
        let one = MessageCounts {
            data_port: 1,
            ..MessageCounts::default()
        };
        // two plain reads: lean, their lines one after the other
        for lines in [&[0x40, 0x80][..], &[0x1000][..]] {
            host.scratch = read(lines, one);
            host.keep();
        }
        // a read that went out of bounds keeps its counts in full
        let clipped = MessageCounts {
            out_of_bounds: 1,
            ..one
        };
        host.scratch = read(&[0xC0], clipped);
        host.keep();
        let mut fp = Footprint::default();
        match host.take(1) {
            Entry::Lean(l) => {
                assert_eq!(host.lines(&l), &[0x1000]);
                host.fill(&l, &mut fp);
                assert_eq!(
                    (fp.lines_read.as_slice(), fp.bytes_read),
                    (&[0x1000][..], 32)
                );
            }
            _ => panic!("a plain read is lean"),
        }
        assert!(matches!(host.take(0), Entry::Lean(l) if host.lines(&l) == [0x40, 0x80]));
        assert!(matches!(host.take(2), Entry::Full(e) if e.counts.out_of_bounds == 1));
        // taken once; past the end: none
        assert!(matches!(host.take(1), Entry::Late));
        assert!(matches!(host.take(7), Entry::Late));
    }
}
