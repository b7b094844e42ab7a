//! Sends carry the message the kernel decoded once when it was built; descriptors in `a0` are
//! decoded at the send; the shared function's reply comes back as a value
//! (`issue` gives a ticket, `issue_into` writes one into a reused slot, `complete_send` serves it); the response is written in place even when the payload and the
//! destination share registers.

mod common;
use common::*;
use eu_model::{
    complete_send, issue, issue_into, step, ExecError, Issued, IssuedInto, SendError, SendOutcome,
    SendTicket, ServedBy, StepOutcome,
};
use isa::message::{ChannelMask, MessageKind, Sfid, Surface};

#[test]
fn immediate_descriptors_are_decoded_at_kernel_build() {
    let k = asm("
        mov (8|M0)   r4.0<1>:d   0:w
        send (8|M0)  r5:d   r4   0xC   0x02106E00
        sends (8|M0) null:w   r4   r5   0x4C   0x02026E01
        send (8|M0)  r5:d   r4   0xC   a0.0
    ");
    assert!(k.message(0).is_none(), "not a send");
    let read = k.message(1).unwrap().as_ref().unwrap();
    assert_eq!(
        (read.sfid, read.mlen, read.ex_mlen, read.rlen),
        (Sfid::Dc1, 1, 0, 1)
    );
    assert_eq!(
        read.kind,
        MessageKind::UntypedRead {
            surface: Surface::Bti(0),
            a64: false,
            channels: ChannelMask(1),
            simd: 8
        }
    );
    let write = k.message(2).unwrap().as_ref().unwrap();
    assert_eq!((write.mlen, write.ex_mlen, write.rlen), (1, 1, 0));
    assert!(
        k.message(3).is_none(),
        "descriptor in a0: decoded at the send"
    );
}

#[test]
fn an_undecodable_descriptor_fails_only_when_sent() {
    // render cache (SFID 5): not modelled; the kernel still builds
    let k = asm("
        mov (8|M0)   r6.0<1>:d   1:w
        send (8|M0)  null   r4   0x5   0x02000000
    ");
    assert!(k.message(1).unwrap().is_err());
    let mut mem = Mem::default();
    let mut st = thread(8);
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    let e = step(&mut st, &k, &mut mem).unwrap_err();
    let ExecError::Send {
        source: SendError::Descriptor { sfid, desc, .. },
        ..
    } = &e
    else {
        panic!("{e}");
    };
    assert_eq!((*sfid, *desc), (5, 0x0200_0000));
    assert!(e.to_string().contains("unsupported message"), "{e}");
    assert!(mem.sent.is_empty(), "never reached the shared functions");
}

#[test]
fn issue_returns_a_ticket_and_complete_send_writes_the_response() {
    let k = asm("
        mov (8|M0)   r6.0<1>:d   1:w
        send (8|M0)  r5:d   r4   0xC   0x02106E00
        mov (8|M0)   r4.0<1>:d   0:w
(W)     send (1|M0)  null   r2   0x3   0x02000004
    ");
    let input: Vec<u32> = (0..8).map(|i| 3 * i).collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input))]);
    let mut st = thread(8);
    set_ud(&mut st, 4, &(0..8).map(|i| 4 * i).collect::<Vec<_>>());
    set_ud(&mut st, 5, &[7; 8]);
    assert!(matches!(
        issue(&mut st, &k).unwrap(),
        Issued::Done(StepOutcome::Continue)
    ));
    let Issued::Send(read) = issue(&mut st, &k).unwrap() else {
        panic!("a send gives a ticket");
    };
    assert_eq!(read.served_by(), ServedBy::DataPort);
    assert_eq!(read.response_regs(), 5..6);
    assert_eq!((read.ip(), st.ip()), (16, 32), "the IP moved past the send");
    assert_eq!(get_ud(&st, 5, 8), vec![7; 8], "nothing written at issue");
    // the thread overwrites the payload registers before the message is served: the ticket
    // keeps the addresses it was issued with
    assert!(matches!(
        issue(&mut st, &k).unwrap(),
        Issued::Done(StepOutcome::Continue)
    ));
    let (out, reply) = complete_send(&mut st, &read, &mut mem).unwrap();
    assert_eq!(out, StepOutcome::Continue);
    assert_eq!(
        (reply.outcome, reply.served_by, reply.footprint),
        (SendOutcome::Done, ServedBy::DataPort, None)
    );
    assert_eq!(get_ud(&st, 5, 8), input);
    let Issued::Send(barrier) = issue(&mut st, &k).unwrap() else {
        panic!("a send gives a ticket");
    };
    assert_eq!(barrier.served_by(), ServedBy::Gateway);
    assert!(!st.barrier_pending(), "signalled when completed");
    let (out, reply) = complete_send(&mut st, &barrier, &mut mem).unwrap();
    assert_eq!(out, StepOutcome::Barrier);
    assert_eq!(reply.served_by, ServedBy::Gateway);
    assert!(st.barrier_pending());
}

#[test]
fn a_reused_ticket_holds_only_the_send_issued_into_it() {
    // a split write (r4 addresses, r5 data: 64 bytes of payload), then a read (r4: 32 bytes)
    let k = asm("
        sends (8|M0) null:w   r4   r5   0x4C   0x02026E01
        mov (8|M0)   r6.0<1>:d   1:w
        send (8|M0)  r5:d   r4   0xC   0x02106E00
    ");
    let addrs: Vec<u32> = (0..8).map(|i| 4 * i).collect();
    let data: Vec<u32> = (0..8).map(|i| 0x100 + i).collect();
    let mut st = thread(8);
    set_ud(&mut st, 4, &addrs);
    set_ud(&mut st, 5, &data);
    let mut slot = SendTicket::default();
    assert_eq!(
        issue_into(&mut st, &k, &mut slot).unwrap(),
        IssuedInto::Send
    );
    let req = slot.request();
    assert_eq!(req.payload, [bytes_of(&addrs), bytes_of(&data)].concat());
    assert_eq!((req.msg.mlen, req.msg.ex_mlen, req.msg.rlen), (1, 1, 0));
    assert_eq!((slot.ip(), slot.response_regs()), (0, 0..0));
    // an instruction that is not a send leaves the slot as it was
    assert_eq!(
        issue_into(&mut st, &k, &mut slot).unwrap(),
        IssuedInto::Done(StepOutcome::Continue)
    );
    assert_eq!(slot.ip(), 0);
    set_ud(&mut st, 4, &[9; 8]);
    assert_eq!(
        issue_into(&mut st, &k, &mut slot).unwrap(),
        IssuedInto::Send
    );
    let req = slot.request();
    assert_eq!(
        req.payload,
        bytes_of(&[9u32; 8]),
        "the read's payload alone"
    );
    assert_eq!((req.msg.mlen, req.msg.ex_mlen, req.msg.rlen), (1, 0, 1));
    assert_eq!(
        (req.exec_mask, slot.ip(), slot.response_regs()),
        (0xFF, 32, 5..6)
    );
    assert_eq!(slot.served_by(), ServedBy::DataPort);
}

#[test]
fn payload_and_destination_may_share_registers() {
    // The addresses in r4 are replaced by the data they point at.
    let k = asm("
        send (8|M0)  r4:d   r4   0xC   0x02106E00
        sends (8|M0) r6:d   r6   r4   0x4C   0x02106E00
    ");
    let input: Vec<u32> = (0..8).map(|i| 100 + i).collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input))]);
    let mut st = thread(8);
    set_ud(&mut st, 4, &(0..8).map(|i| 4 * (7 - i)).collect::<Vec<_>>());
    set_ud(&mut st, 6, &(0..8).map(|i| 4 * i).collect::<Vec<_>>());
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    let want: Vec<u32> = (0..8).map(|i| 107 - i).collect();
    assert_eq!(get_ud(&st, 4, 8), want);
    // a split send (its payload gathered) whose destination is its first payload register
    assert_eq!(step(&mut st, &k, &mut mem).unwrap(), StepOutcome::Continue);
    assert_eq!(mem.sent[1].payload.len(), 64);
    assert_eq!(get_ud(&st, 6, 8), input);
}
