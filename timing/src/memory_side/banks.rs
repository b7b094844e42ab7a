//! The DRAM banks behind the channel: a first-ready (FR-FCFS) controller over per-bank row
//! buffers.
//!
//! Each bank keeps one row open. A line in the open row is a row hit and takes its transfer
//! only; a line in another row first activates its row, no earlier than tRP after the bank's
//! last transfer (precharge) and tRC after its last activation, then waits tRCD. The
//! controller serves pending requests to an open row first: a request joins the batch of its
//! row (no activation) while an earlier request to that row is still queued. Reads and
//! writes have their own queues (gem5 `src/mem/MemCtrl.py`: `read_buffer_size`,
//! `write_buffer_size`); a full queue admits a request when its first entry leaves, so the
//! queue depth bounds how many lines of a row one activation can serve.

use std::collections::VecDeque;

/// One bank's row buffer and timeline, in GPU cycles.
#[derive(Debug, Clone, Copy)]
struct Bank {
    /// Open row (`u64::MAX`: none).
    row: u64,
    /// When its last transfer ends.
    free: f64,
    /// When its last activation started.
    act: f64,
}

/// The organisation and timing of the banks, in GPU cycles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct BankTiming {
    /// Banks; consecutive pages go to consecutive banks.
    pub(crate) banks: u32,
    /// Bytes of one bank's row (page).
    pub(crate) page_bytes: u64,
    /// Precharge (tRP).
    pub(crate) rp: f64,
    /// Activate to read or write (tRCD).
    pub(crate) rcd: f64,
    /// Activate to activate in one bank (tRC).
    pub(crate) rc: f64,
    /// Entries of the read queue.
    pub(crate) read_queue: usize,
    /// Entries of the write queue.
    pub(crate) write_queue: usize,
}

/// A queue of pending requests: (bank, row, end of its transfer), oldest first.
type Queue = VecDeque<(usize, u64, f64)>;

/// The banks and the controller's two queues.
#[derive(Debug, Clone)]
pub(crate) struct Banks {
    banks: Vec<Bank>,
    timing: BankTiming,
    reads: Queue,
    writes: Queue,
    /// Lines that activated a row.
    pub(crate) activations: u64,
}

impl Banks {
    /// Idle banks with no row open.
    pub(crate) fn new(timing: BankTiming) -> Self {
        let idle = Bank {
            row: u64::MAX,
            free: 0.0,
            act: f64::NEG_INFINITY,
        };
        Banks {
            banks: vec![idle; timing.banks.max(1) as usize],
            timing: BankTiming {
                page_bytes: timing.page_bytes.max(1),
                read_queue: timing.read_queue.max(1),
                write_queue: timing.write_queue.max(1),
                ..timing
            },
            reads: VecDeque::new(),
            writes: VecDeque::new(),
            activations: 0,
        }
    }

    /// The line at `addr`, requested at `at` and taking `line` cycles to transfer: returns
    /// when its transfer ends in its bank.
    pub(crate) fn access(&mut self, addr: u64, at: f64, line: f64, write: bool) -> f64 {
        let t = self.timing;
        let page = addr / t.page_bytes;
        let n = self.banks.len() as u64;
        let (b, row) = ((page % n) as usize, page / n);
        let (queue, depth) = if write {
            (&mut self.writes, t.write_queue)
        } else {
            (&mut self.reads, t.read_queue)
        };
        let mut at = at;
        // the queue never holds more than `depth` entries: it is full when it holds `depth`
        // still pending (the scan stops at the first one gone)
        if queue.len() >= depth && queue.iter().all(|e| e.2 > at) {
            // full: admitted when the first pending entry leaves
            at = queue
                .iter()
                .map(|e| e.2)
                .filter(|&e| e > at)
                .fold(f64::INFINITY, f64::min);
        }
        let bank = self.banks[b];
        let joins = bank.row == row
            || queue
                .iter()
                .any(|&(qb, qr, end)| qb == b && qr == row && end > at);
        let end = if joins {
            bank.free.max(at) + line
        } else {
            self.activations += 1;
            let act = (bank.free + t.rp).max(bank.act + t.rc).max(at);
            self.banks[b].act = act;
            self.banks[b].row = row;
            act + t.rcd + line
        };
        self.banks[b].free = end;
        queue.push_back((b, row, end));
        while queue.len() > depth {
            queue.pop_front();
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timing(queue: usize) -> BankTiming {
        // 2 banks of 1 KB rows; tRP 3, tRCD 5, tRC 20 cycles
        BankTiming {
            banks: 2,
            page_bytes: 1024,
            rp: 3.0,
            rcd: 5.0,
            rc: 20.0,
            read_queue: queue,
            write_queue: queue,
        }
    }

    #[test]
    fn a_row_miss_precharges_activates_and_respects_trc() {
        let mut b = Banks::new(timing(8));
        // first touch: precharge 3, activate at 3, tRCD 5, transfer 4
        assert_eq!(b.access(0, 0.0, 4.0, false), 12.0);
        assert_eq!(b.access(64, 0.0, 4.0, false), 16.0, "same row: a hit");
        // bank 1 is independent of bank 0
        assert_eq!(b.access(1024, 0.0, 4.0, false), 12.0);
        // bank 0, another row: precharge after 16 gives 19, but tRC after 3 gives 23
        assert_eq!(b.access(2048, 0.0, 4.0, false), 23.0 + 5.0 + 4.0);
        assert_eq!(b.activations, 3);
    }

    #[test]
    fn a_pending_request_to_a_row_lets_later_ones_join_it() {
        let mut b = Banks::new(timing(8));
        assert_eq!(b.access(0, 0.0, 4.0, false), 12.0);
        // row 1 of bank 0: tRC after the activation at 3
        assert_eq!(b.access(2048, 0.0, 4.0, false), 32.0);
        // row 0 was closed, but its request is still pending at 1: the line joins its batch
        assert_eq!(b.access(64, 1.0, 4.0, false), 36.0);
        assert_eq!(b.activations, 2);
    }

    #[test]
    fn a_full_queue_admits_when_its_first_entry_leaves() {
        let mut b = Banks::new(timing(1));
        assert_eq!(b.access(0, 0.0, 4.0, false), 12.0);
        // the one-entry read queue holds the line until 12: the next starts then
        assert_eq!(b.access(64, 0.0, 4.0, false), 16.0);
        // writes have their own queue: a write to bank 1 at 0 is admitted at once
        assert_eq!(b.access(1024, 0.0, 4.0, true), 12.0);
    }
}
