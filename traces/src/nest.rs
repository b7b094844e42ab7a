//! Where a span goes on a track so that spans nest, as Perfetto and the Chrome trace format
//! require: the one rule both trace writers follow for a thread's instruction and stall
//! spans, which arrive in the order they began but may overlap (an instruction issued while
//! the thread's previous one still occupies its pipe).

/// Spans open at once on a track, at most.
pub(crate) const MAX_DEPTH: usize = 4;

/// The open spans of a track (outermost first) and where the last closed one ended.
#[derive(Clone, Debug, Default)]
pub(crate) struct Nest {
    open: [(u64, u64); MAX_DEPTH],
    depth: usize,
    closed: u64,
}

/// Where a span fits, given the track's spans still open at its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fit {
    /// Nothing is open: a span of its own.
    Top,
    /// Inside the innermost open span: nested in it.
    Inside,
    /// It would cross the end of the innermost open span (at this cycle): it starts there.
    Crosses(u64),
    /// It cannot be placed (it begins before the open span began, or nesting is too deep).
    Nowhere,
}

impl Nest {
    /// The innermost open span.
    #[inline]
    pub(crate) fn top(&self) -> Option<(u64, u64)> {
        self.depth.checked_sub(1).map(|d| self.open[d])
    }

    /// Closes the innermost open span; its end.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<u64> {
        let (_, end) = self.top()?;
        self.depth -= 1;
        self.closed = end;
        Some(end)
    }

    /// Closes the open spans that ended by `at` (innermost first).
    #[inline]
    pub(crate) fn close_until(&mut self, at: u64) {
        while matches!(self.top(), Some((_, end)) if end <= at) {
            self.pop();
        }
    }

    /// The earliest start a new span can have: after the last closed span.
    #[inline]
    pub(crate) fn earliest(&self) -> u64 {
        self.closed
    }

    /// Where `[start, end)` fits once the spans that ended by `start` are closed.
    #[inline]
    pub(crate) fn fit(&self, start: u64, end: u64) -> Fit {
        match self.top() {
            None => Fit::Top,
            Some((first, _)) if start < first => Fit::Nowhere,
            Some((_, last)) if end <= last => {
                if self.depth == MAX_DEPTH {
                    Fit::Nowhere
                } else {
                    Fit::Inside
                }
            }
            Some((_, last)) => Fit::Crosses(last),
        }
    }

    /// Opens `[start, end)` (placed by [`Nest::fit`]).
    #[inline]
    pub(crate) fn push(&mut self, start: u64, end: u64) {
        self.open[self.depth] = (start, end);
        self.depth += 1;
    }
}

/// What placing spans did: counts for the writer's report.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Placing {
    /// Spans shortened or left out so as not to cross another.
    pub clipped: u64,
    /// Spans written inside another.
    pub nested: u64,
}

/// A track being written: its spans, and how the writer closes them (a writer may have more
/// to do when a span closes, e.g. write its end).
pub(crate) trait Track {
    /// The track's spans.
    fn nest(&mut self) -> &mut Nest;
    /// Closes the spans that ended by `at`.
    fn close(&mut self, at: u64);
}

/// A track whose writer only needs to know where spans go (the end is part of the span).
impl Track for Nest {
    #[inline]
    fn nest(&mut self) -> &mut Nest {
        self
    }

    #[inline]
    fn close(&mut self, at: u64) {
        self.close_until(at);
    }
}

/// Places `[start, end)` on `track` and opens it there: its start, or `None` when no whole
/// cycle of it can be placed. Counts it in `counts` when it is nested or clipped.
#[inline]
pub(crate) fn place(
    track: &mut impl Track,
    mut start: u64,
    end: u64,
    counts: &mut Placing,
) -> Option<u64> {
    let earliest = track.nest().earliest();
    let mut clipped = start < earliest;
    start = start.max(earliest);
    let placed = loop {
        if end <= start {
            break None;
        }
        track.close(start);
        match track.nest().fit(start, end) {
            Fit::Top => break Some(false),
            Fit::Inside => break Some(true),
            Fit::Crosses(at) => {
                clipped = true;
                start = at;
            }
            Fit::Nowhere => {
                clipped = true;
                break None;
            }
        }
    };
    counts.clipped += u64::from(clipped);
    let nested = placed?;
    counts.nested += u64::from(nested);
    track.nest().push(start, end);
    Some(start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(spans: &[(u64, u64)]) -> (Vec<Option<u64>>, Placing) {
        let mut n = Nest::default();
        let mut c = Placing::default();
        let placed = spans
            .iter()
            .map(|&(s, e)| place(&mut n, s, e, &mut c))
            .collect();
        (placed, c)
    }

    #[test]
    fn spans_inside_nest_and_crossing_ones_start_at_the_end() {
        // a 2-cycle send, a 1-cycle mul inside it, then one crossing its end, then one after
        let (placed, c) = run(&[(10, 12), (11, 12), (11, 14), (20, 21)]);
        assert_eq!(placed, [Some(10), Some(11), Some(12), Some(20)]);
        assert_eq!((c.nested, c.clipped), (1, 1));
    }

    #[test]
    fn a_span_left_without_a_cycle_or_before_the_last_is_dropped() {
        let (placed, c) = run(&[(10, 15), (3, 9), (16, 18), (12, 16)]);
        // (3, 9) would start after 15, the last end: nothing left; (12, 16) likewise after 18
        assert_eq!(placed, [Some(10), None, Some(16), None]);
        assert_eq!(c.clipped, 2);
    }

    #[test]
    fn nesting_deeper_than_the_limit_is_dropped() {
        let spans: Vec<(u64, u64)> = (0..=MAX_DEPTH as u64).map(|i| (i, 100 - i)).collect();
        let (placed, c) = run(&spans);
        assert_eq!(placed.iter().filter(|p| p.is_some()).count(), MAX_DEPTH);
        assert_eq!((c.nested, c.clipped), (MAX_DEPTH as u64 - 1, 1));
    }
}
