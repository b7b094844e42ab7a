//! The work-group barrier's release rule, the one definition the functional and the timed
//! execution both apply.
//!
//! A thread signals the barrier with a `send` to the message gateway and then waits on it
//! (`wait n0.0`). The gateway counts the signals against the number of threads the work-group
//! was dispatched with and, once that many arrived, notifies every thread of the group
//! (Intel Open Source HD Graphics PRM, Skylake, Volume 7 "3D-Media-GPGPU", "Message Gateway":
//! barrier messages). A thread that ended without signalling is never counted, so a group
//! with an ended thread can never pass a barrier its other threads wait at.

/// Whether a barrier releases: `signalled` threads of a work-group dispatched with `threads`
/// threads have signalled it, and `ended` of them have ended.
pub fn releases(signalled: usize, threads: usize, ended: usize) -> bool {
    ended == 0 && signalled >= threads
}

#[cfg(test)]
mod tests {
    use super::releases;

    #[test]
    fn every_thread_must_signal_and_none_may_have_ended() {
        assert!(releases(4, 4, 0));
        assert!(!releases(3, 4, 0));
        assert!(!releases(3, 4, 1));
        assert!(!releases(4, 4, 1));
        assert!(releases(1, 1, 0));
    }
}
