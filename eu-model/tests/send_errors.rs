//! `SendError`: the shared functions' errors map to structured variants that name what and
//! where in one line, and expose the binding-table index they concern.

use eu_model::SendError;
use isa::message::{decode, MessageError, Sfid};
use memory_model::{DataPortError, Space};
use sampler::SamplerError;

#[test]
fn data_port_out_of_bounds_names_surface_offset_and_lane() {
    let e = SendError::from(DataPortError::OutOfBounds {
        space: Space::Surface(3),
        addr: 0x1000,
        len: 4,
        lane: Some(5),
    });
    assert_eq!(
        e,
        SendError::OutOfBounds {
            space: Space::Surface(3),
            addr: 0x1000,
            len: 4,
            lane: Some(5)
        }
    );
    assert_eq!(e.bti(), Some(3));
    assert_eq!(
        e.to_string(),
        "bad address: surface BTI 3: access of 4 bytes at 0x1000 (lane 5) is out of bounds"
    );
    let slm = SendError::from(DataPortError::OutOfBounds {
        space: Space::Slm,
        addr: 0x10000,
        len: 64,
        lane: None,
    });
    assert_eq!(slm.bti(), None);
    assert_eq!(
        slm.to_string(),
        "bad address: SLM: access of 64 bytes at 0x10000 is out of bounds"
    );
}

#[test]
fn unbound_surfaces_and_images_name_the_index() {
    let e = SendError::from(DataPortError::UnboundSurface { bti: 7 });
    assert_eq!(
        e,
        SendError::UnboundSurface {
            bti: 7,
            image: false
        }
    );
    assert_eq!(e.to_string(), "bad address: BTI 7 has no surface bound");
    let e = SendError::from(SamplerError::UnboundImage { bti: 2 });
    assert_eq!(
        e,
        SendError::UnboundSurface {
            bti: 2,
            image: true
        }
    );
    assert_eq!(
        e.to_string(),
        "bad address: BTI 2 has no image surface bound"
    );
    assert_eq!(e.bti(), Some(2));
}

#[test]
fn unaligned_media_block_writes_are_typed() {
    let e = SendError::from(SamplerError::Unaligned {
        what: "media block write x",
        bti: 1,
        offset: 6,
        align: 4,
    });
    assert_eq!(
        e.to_string(),
        "bad address: media block write x offset 6 into BTI 1 is not 4-byte aligned"
    );
    assert_eq!(e.bti(), Some(1));
}

#[test]
fn other_image_errors_keep_their_index() {
    let e = SendError::from(SamplerError::PastRowEnd {
        bti: 4,
        x: 64,
        y: 0,
        row_bytes: 60,
    });
    assert!(matches!(e, SendError::Image(_)));
    assert_eq!(e.bti(), Some(4));
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
