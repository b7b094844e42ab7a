//! Sends: payload gathering (send and split send), response write-back that keeps disabled
//! lanes, descriptors from `a0`, end of thread, and the barrier / `wait n0` protocol.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;
use eu_model::{step, StepOutcome};

#[test]
fn split_send_payload_and_masked_response() {
    // Untyped read (BTI 0) of 8 lanes under a predicate, then an untyped write (BTI 1) as a
    // split send with addresses in r4 and data in r6.
    let k = asm("
        cmp (8|M0)   (lt)f0.0   null<1>:d   r3.0<8;8,1>:d   4:w
(f0.0)  send (8|M0)  r5:d   r4   0xC   0x02106E00
        sends (8|M0) null:w   r4   r5   0x4C   0x02026E01
    ");
    let input: Vec<u32> = (0..8).map(|i| 1000 + i).collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input)), (1, vec![0; 32])]);
    let mut st = thread(8);
    let addrs: Vec<u32> = (0..8).map(|i| 4 * (7 - i)).collect();
    set_ud(&mut st, 4, &addrs);
    set_ud(&mut st, 3, &[0, 5, 1, 6, 2, 7, 3, 9]);
    set_ud(&mut st, 5, &[0xeeee; 8]);
    for _ in 0..3 {
        assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    }
    let sel = [true, false, true, false, true, false, true, false];
    for l in 0..8 {
        let want = if sel[l] { input[7 - l] } else { 0xeeee };
        assert_eq!(st.read_ud(5, l), want, "response lane {l}");
    }
    assert_eq!(mem.sent[0].exec_mask, 0b0101_0101);
    assert_eq!(mem.sent[1].payload.len(), 64, "mlen 1 + ex_mlen 1");
    assert_eq!(&mem.sent[1].payload[..32], &bytes_of(&addrs)[..]);
    let out = mem.u32s(1);
    for l in 0..8 {
        let want = if sel[l] { input[7 - l] } else { 0xeeee };
        assert_eq!(out[7 - l], want, "written lane {l}");
    }
}

#[test]
fn descriptor_from_a0_and_end_of_thread() {
    let k = asm("
(W)     mov (1|M0)   a0.0<1>:ud   0x02106E00:ud
        send (8|M0)  r5:d   r4   0xC   a0.0
(W)     send (8|M0)  null   r127   0x27   0x02000010   {EOT}
        mov (8|M0)   r6.0<1>:d   1:w
    ");
    let input: Vec<u32> = (0..8).map(|i| 77 * i).collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input))]);
    let mut st = thread(8);
    set_ud(&mut st, 4, &(0..8).map(|i| 4 * i).collect::<Vec<_>>());
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(get_ud(&st, 5, 8), input);
    assert_eq!(mem.sent[0].desc, 0x02106E00);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Ended);
    assert!(st.is_ended());
    assert!(mem.sent[1].eot);
    assert!(matches!(
        step(&mut st, &k, &mut mem),
        Err(eu_model::ExecError::Ended { .. })
    ));
}

#[test]
fn barrier_then_wait_resumes_after_notify() {
    // IGC's barrier: signal the gateway, then wait on n0.
    let k = asm("
(W)     and (8|M0)   r2.0<1>:ud   r0.2<0;1,0>:ud   0x8F000000:ud
(W)     mov (1|M0)   n0.0<1>:ud   0x0:ud                    {Switch}
(W)     send (1|M0)  null   r2   0x3   0x02000004
(W)     wait         n0.0<0;1,0>:ud
(W)     mov (1|M0)   r10.0<1>:d   5:w
    ");
    let mut mem = Mem::default();
    let mut st = thread(16);
    st.write_ud(0, 2, 0x1234_5678);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Barrier);
    assert!(st.barrier_pending());
    assert_eq!(mem.sent[0].sfid, 3);
    assert_eq!(
        &mem.sent[0].payload[..4],
        &(0x1234_5678u32 & 0x8F00_0000).to_le_bytes()
    );
    let wait_ip = st.ip();
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Waiting);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Waiting);
    assert_eq!(st.ip(), wait_ip);
    st.notify();
    assert!(!st.barrier_pending());
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(st.read_ud(10, 0), 5);
}
