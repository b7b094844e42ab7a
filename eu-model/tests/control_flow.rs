//! SIMD control flow on assembled snippets: per-channel loops with `break` / `cont`, nested
//! `if`/`else` inside a loop, `halt`, partial dispatch masks, `jmpi`. Expected values are the
//! per-channel scalar programs evaluated in Rust.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;
use eu_model::{ThreadId, ThreadState};

#[test]
fn while_with_break_and_cont() {
    let k = asm("
        mov (8|M0)   r10.0<1>:d   0:w
        mov (8|M0)   r11.0<1>:d   0:w
LHEAD:
        add (8|M0)   r11.0<1>:d   r11.0<8;8,1>:d   1:w
        cmp (8|M0)   (eq)f0.0   null<1>:d   r11.0<8;8,1>:d   r2.0<8;8,1>:d
(f0.0)  break (8|M0)   LWHILE   LWHILE
        and (8|M0)   (eq)f0.1   null<1>:d   r11.0<8;8,1>:d   1:w
(f0.1)  cont (8|M0)    LWHILE   LWHILE
        add (8|M0)   r10.0<1>:d   r10.0<8;8,1>:d   r11.0<8;8,1>:d
LWHILE:
        while (8|M0)   LHEAD
        mov (8|M0)   r12.0<1>:d   r11.0<8;8,1>:d
        mov (8|M0)   r13.0<1>:d   r10.0<8;8,1>:d
    ");
    let stop = [1u32, 2, 3, 10, 7, 4, 15, 8];
    let mut st = thread(8);
    set_ud(&mut st, 2, &stop);
    run_snippet(&mut st, &k);
    for ch in 0..8 {
        let (mut i, mut acc) = (0u32, 0u32);
        loop {
            i += 1;
            if i == stop[ch] {
                break;
            }
            if i & 1 == 0 {
                continue;
            }
            acc += i;
        }
        assert_eq!(st.read_ud(12, ch), i, "i of channel {ch}");
        assert_eq!(st.read_ud(13, ch), acc, "acc of channel {ch}");
    }
    assert_eq!(st.cf.waiting, 0);
    assert_eq!(st.active_mask(), 0xff);
}

#[test]
fn nested_if_else_in_loop_with_partial_dispatch() {
    // for (i = 0; i < n[ch]; i++) { if (i & 1) { if (i & 2) r += 3 else r += 5 } else r += 1 }
    let k = asm("
        mov (8|M0)   r10.0<1>:d   0:w
        mov (8|M0)   r11.0<1>:d   0:w
        cmp (8|M0)   (gt)f1.0   null<1>:d   r2.0<8;8,1>:d   0:w
(f1.0)  if (8|M0)    LEND   LEND
LHEAD:
        and (8|M0)   (ne)f0.0   null<1>:d   r11.0<8;8,1>:d   1:w
(f0.0)  if (8|M0)    LELSE   LENDIF
        and (8|M0)   (ne)f0.1   null<1>:d   r11.0<8;8,1>:d   2:w
(f0.1)  if (8|M0)    LELSE2   LENDIF2
        add (8|M0)   r10.0<1>:d   r10.0<8;8,1>:d   3:w
        else (8|M0)  LENDIF2   LENDIF2
LELSE2:
        add (8|M0)   r10.0<1>:d   r10.0<8;8,1>:d   5:w
LENDIF2:
        endif (8|M0)  LENDIF
        else (8|M0)  LENDIF   LENDIF
LELSE:
        add (8|M0)   r10.0<1>:d   r10.0<8;8,1>:d   1:w
LENDIF:
        endif (8|M0)  LWHILE
        add (8|M0)   r11.0<1>:d   r11.0<8;8,1>:d   1:w
LWHILE:
        cmp (8|M0)   (lt)f1.1   null<1>:d   r11.0<8;8,1>:d   r2.0<8;8,1>:d
(f1.1)  while (8|M0)  LHEAD
LEND:
        endif (8|M0)  LEND2
LEND2:
        mov (8|M0)   r12.0<1>:d   r10.0<8;8,1>:d
    ");
    let n = [0u32, 1, 2, 5, 9, 3, 12, 7];
    let dispatch = 0b0111_1101u32; // channels 1 and 7 not dispatched
    let mut st = ThreadState::new(ThreadId(3), 8, dispatch);
    set_ud(&mut st, 2, &n);
    set_ud(&mut st, 12, &[0xdead; 8]);
    run_snippet(&mut st, &k);
    for ch in 0..8 {
        if dispatch & (1 << ch) == 0 {
            assert_eq!(
                st.read_ud(12, ch),
                0xdead,
                "undispatched channel {ch} untouched"
            );
            continue;
        }
        let mut r = 0u32;
        for i in 0..n[ch] {
            if i & 1 != 0 {
                r += if i & 2 != 0 { 3 } else { 5 };
            } else {
                r += 1;
            }
        }
        assert_eq!(st.read_ud(12, ch), r, "channel {ch}");
    }
}

#[test]
fn halt_parks_channels_until_its_target() {
    let k = asm("
        cmp (8|M0)   (gt)f0.0   null<1>:d   r2.0<8;8,1>:d   5:w
(f0.0)  halt (8|M0)   LEND   LEND
        mov (8|M0)   r10.0<1>:d   7:w
LEND:
        add (8|M0)   r11.0<1>:d   r2.0<8;8,1>:d   100:w
    ");
    let v = [1u32, 9, 5, 6, 0, 100, 3, 4];
    let mut st = thread(8);
    set_ud(&mut st, 2, &v);
    run_snippet(&mut st, &k);
    for ch in 0..8 {
        let halted = v[ch] > 5;
        assert_eq!(
            st.read_ud(10, ch),
            if halted { 0 } else { 7 },
            "channel {ch}"
        );
        assert_eq!(st.read_ud(11, ch), v[ch] + 100, "channel {ch} rejoined");
    }
}

#[test]
fn if_with_no_taken_channel_jumps_to_jip() {
    // All channels fail the `if`: the then-block (including a NoMask write) is skipped.
    let k = asm("
        cmp (8|M0)   (lt)f0.0   null<1>:d   r2.0<8;8,1>:d   0:w
(f0.0)  if (8|M0)    LENDIF   LENDIF
(W)     mov (1|M0)   r10.0<1>:d   1:w
        mov (8|M0)   r11.0<1>:d   1:w
LENDIF:
        endif (8|M0)  LOUT
LOUT:
        mov (8|M0)   r12.0<1>:d   2:w
    ");
    let mut st = thread(8);
    set_ud(&mut st, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    run_snippet(&mut st, &k);
    assert_eq!(st.read_ud(10, 0), 0);
    assert_eq!(get_ud(&st, 11, 8), vec![0; 8]);
    assert_eq!(get_ud(&st, 12, 8), vec![2; 8]);
}

#[test]
fn jmpi_is_a_scalar_jump() {
    let k = asm("
(W)     mov (1|M0)   r10.0<1>:d   0:w
LLOOP:
(W)     add (1|M0)   r10.0<1>:d   r10.0<0;1,0>:d   3:w
(W)     cmp (8|M0)   (lt)f0.0   null<1>:d   r10.0<0;1,0>:d   20:w
(W&f0.0) jmpi   LLOOP
        mov (8|M0)   r11.0<1>:d   r10.0<0;1,0>:d
    ");
    let mut st = thread(8);
    run_snippet(&mut st, &k);
    assert_eq!(get_ud(&st, 11, 8), vec![21; 8]);
}

#[test]
fn divergent_call_rejoins_after_ret() {
    let k = asm("
        cmp (8|M0)   (gt)f0.0   null<1>:d   r2.0<8;8,1>:d   3:w
(f0.0)  call (8|M0)  r20.0:ud   LSUB
        add (8|M0)   r11.0<1>:d   r10.0<8;8,1>:d   1:w
(W)     jmpi   LEND
LSUB:
        mov (8|M0)   r10.0<1>:d   100:w
        ret (8|M0)   r20.0:ud
LEND:
        mov (8|M0)   r12.0<1>:d   7:w
    ");
    let v = [1u32, 9, 5, 0, 4, 3, 8, 2];
    let mut st = thread(8);
    set_ud(&mut st, 2, &v);
    run_snippet(&mut st, &k);
    let callers = v
        .iter()
        .enumerate()
        .fold(0u32, |m, (i, &x)| m | (((x > 3) as u32) << i));
    for ch in 0..8 {
        let r10 = if v[ch] > 3 { 100 } else { 0 };
        assert_eq!(st.read_ud(10, ch), r10, "channel {ch}");
        assert_eq!(st.read_ud(11, ch), r10 + 1, "channel {ch} after the call");
        assert_eq!(st.read_ud(12, ch), 7);
    }
    // The call saved the return IP (the instruction after it) and the calling channels.
    assert_eq!(st.read_ud(20, 0), 32);
    assert_eq!(st.read_ud(20, 1), callers);
}
