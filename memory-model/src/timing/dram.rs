//! The DRAM channel: one FIFO shared by the whole GPU, moving `dram_gbps` (converted to bytes per GPU cycle), with a
//! bounded buffer of write-backs in front of it.
//!
//! Fills and write-backs share the channel's bandwidth: a transfer starts when the channel has
//! finished everything queued before it, so a fill behind a long write-back queue waits. A
//! write-back leaves the L3 into a buffer of `dram_writeback_buffer_lines` entries. Like a
//! memory controller's write drain (writes are posted, and drained at full rate when the write
//! queue fills up), buffered write-backs leave the buffer at the channel's rate counted over
//! write-backs alone: they do not wait behind fills queued earlier. When the buffer is full,
//! the eviction that needs an entry (and with it the data-port message that caused it) waits
//! for the oldest one. Without the drain, an eviction waited for every fill queued before its
//! buffer entries, so more concurrent readers (more EUs, more bandwidth-hungry threads)
//! stalled the data port longer and made streaming kernels slower.

use std::collections::VecDeque;

/// The whole cycle a transfer ending at `t` is done in (ignoring the rounding error that
/// summing fractional line times leaves: 10 x 3.2 must end at 32, not 33).
fn cycle(t: f64) -> u64 {
    (t - 1e-6).ceil().max(0.0) as u64
}

/// State of the DRAM channel.
#[derive(Debug, Clone)]
pub(crate) struct Dram {
    /// Bytes of one line.
    line_bytes: u64,
    /// Cycles one line occupies the channel.
    line_cycles: f64,
    /// Cycles from the end of a fill's transfer until its data is in the L3.
    latency: u64,
    /// When the channel has finished every transfer queued so far.
    free: f64,
    /// When the write-backs alone, drained back to back, have all left the buffer.
    drain_free: f64,
    /// Drain end times of the write-backs in the buffer, oldest first.
    buffered: VecDeque<f64>,
    /// Buffer entries.
    capacity: usize,
}

impl Dram {
    pub(crate) fn new(line_bytes: u32, at: super::DramCycles, capacity: u32) -> Self {
        Dram {
            line_bytes: u64::from(line_bytes),
            line_cycles: f64::from(line_bytes) / at.bytes_per_cycle.max(1e-9),
            latency: u64::from(at.latency),
            free: 0.0,
            drain_free: 0.0,
            buffered: VecDeque::new(),
            capacity: capacity as usize,
        }
    }

    fn transfer(&mut self, at: u64) -> f64 {
        let begin = self.free.max(at as f64);
        self.free = begin + self.line_cycles;
        self.free
    }

    /// A line fill requested at cycle `at`: the cycle its data has arrived (before the L3's own
    /// latency).
    pub(crate) fn fill(&mut self, at: u64) -> u64 {
        cycle(self.transfer(at)) + self.latency
    }

    /// A dirty line leaves the L3 at cycle `at`: returns the cycle the eviction may proceed
    /// (`at`, or later when the write-back buffer was full).
    pub(crate) fn write_back(&mut self, at: u64) -> u64 {
        if self.capacity == 0 {
            // no buffer: the eviction waits for its own transfer
            let end = self.transfer(at);
            return at.max(cycle(end));
        }
        let mut at = at;
        while self.buffered.front().is_some_and(|&d| d <= at as f64) {
            self.buffered.pop_front();
        }
        if self.buffered.len() >= self.capacity {
            // wait for the oldest entry to reach DRAM
            if let Some(oldest) = self.buffered.pop_front() {
                at = at.max(cycle(oldest));
            }
        }
        self.transfer(at);
        let drained = self.drain_free.max(at as f64) + self.line_cycles;
        self.drain_free = drained;
        self.buffered.push_back(drained);
        at
    }

    /// Queues a write-back at `at` without waiting for a buffer entry (a flush, which waits for
    /// the channel to drain anyway).
    pub(crate) fn write_back_unbuffered(&mut self, at: u64) {
        self.transfer(at);
    }

    /// Bytes of one line.
    pub(crate) fn line_bytes(&self) -> u64 {
        self.line_bytes
    }

    /// The cycle every transfer queued so far has ended (at least `at`).
    pub(crate) fn drained(&self, at: u64) -> u64 {
        at.max(cycle(self.free))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycles(bytes_per_cycle: f64, latency: u32) -> super::super::DramCycles {
        super::super::DramCycles {
            bytes_per_cycle,
            latency,
        }
    }

    #[test]
    fn fills_queue_behind_write_backs() {
        // 64-byte lines at 16 B/cycle: 4 cycles a line, latency 10, room for 2 write-backs
        let mut d = Dram::new(64, cycles(16.0, 10), 2);
        assert_eq!(d.write_back(0), 0); // transfer 0..4
        assert_eq!(d.write_back(0), 0); // 4..8
        assert_eq!(d.fill(0), 12 + 10, "a fill waits for both write-backs");
        // the buffer holds transfers ending at 4 and 8: the third write-back at 1 waits for 4
        assert_eq!(d.write_back(1), 4); // 12..16
        assert_eq!(d.drained(0), 16);
    }

    #[test]
    fn write_backs_drain_ahead_of_queued_fills() {
        // 4 cycles a line, room for 2 write-backs; 10 fills queued first occupy 0..40
        let mut d = Dram::new(64, cycles(16.0, 10), 2);
        for _ in 0..10 {
            d.fill(0);
        }
        assert_eq!(d.write_back(0), 0); // drained by 4
        assert_eq!(d.write_back(0), 0); // drained by 8
        assert_eq!(
            d.write_back(1),
            4,
            "waits for the oldest drain, not for the fills"
        );
        // the channel's bandwidth is shared: everything ends after 13 lines
        assert_eq!(d.drained(0), 52);
        assert_eq!(
            d.fill(0),
            56 + 10,
            "a later fill waits behind the write-backs"
        );
    }

    #[test]
    fn no_buffer_waits_for_the_own_transfer() {
        let mut d = Dram::new(64, cycles(16.0, 10), 0);
        assert_eq!(d.write_back(0), 4);
        assert_eq!(d.write_back(4), 8);
    }
}
