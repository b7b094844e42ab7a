//! `SendError`: structured variants that name what and where in one line, and expose the
//! binding-table index they concern (the memory model and the sampler test their own
//! conversions into it).

use eu_model::SendError;
use isa::message::{decode, MessageError, Sfid, Space};

#[test]
fn image_errors_keep_their_text_and_index() {
    let e = SendError::Image {
        message: "media block access past the row".into(),
        bti: Some(4),
    };
    assert_eq!(e.to_string(), "media block access past the row");
    assert_eq!(e.bti(), Some(4));
    let e = SendError::OutOfBounds {
        space: Space::Surface(3),
        addr: 0x1000,
        len: 4,
        lane: Some(5),
    };
    assert_eq!(e.bti(), Some(3));
    assert_eq!(
        e.to_string(),
        "bad address: surface BTI 3: access of 4 bytes at 0x1000 (lane 5) is out of bounds"
    );
}

#[test]
fn unsupported_messages_name_the_function_and_descriptor() {
    let e = SendError::Descriptor {
        sfid: 0x5,
        desc: 0x0200_0000,
        ex_desc: 0x5,
        source: MessageError::UnsupportedSfid {
            sfid: Sfid::RenderCache,
            desc: 0x0200_0000,
        },
    };
    let t = e.to_string();
    assert!(t.starts_with("unsupported message: "), "{t}");
    assert!(t.contains("hdc.rc") && t.contains("0x02000000"), "{t}");
    // a gateway message other than the barrier, decoded but not executed
    let m = decode(0x3, 0x0200_0003, 0x3, 8).unwrap();
    let e = SendError::Unsupported {
        sfid: m.sfid,
        desc: 0x0200_0003,
        kind: m.kind,
    };
    let t = e.to_string();
    assert!(
        t.contains("unsupported message: gateway") && t.contains("GetTimestamp"),
        "{t}"
    );
    assert_eq!(e.bti(), None);
}
