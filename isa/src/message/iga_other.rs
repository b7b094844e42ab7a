//! iga64's message text for the shared functions other than the data cache ports: sampler,
//! URB and render cache (`MessageDecoderOther.cpp`, `SendDescriptorDecoding.cpp`); the data
//! cache ports and the common `wr:..., rd:...` part are in `iga.rs`.

use super::decode::bits;

pub(super) fn sampler(desc: u32) -> String {
    let simd_bits = bits(desc, 17, 2) | (bits(desc, 29, 1) << 2);
    let mut s = String::from(match simd_bits {
        0 | 4 => "unknown simd mode",
        1 => "simd8",
        2 => "simd16",
        3 => "simd32/64",
        5 => "simd8 high",
        6 => "simd16 high",
        _ => "",
    });
    if bits(desc, 30, 1) != 0 {
        s.push_str(" 16b");
    }
    s.push(' ');
    let op = bits(desc, 12, 5);
    let name = if simd_bits == 3 {
        match op {
            0x00 => "sample unorm",
            0x02 => "sample unorm+killpix",
            0x08 => "sample deinterlace",
            0x0C => "sample unorm for media",
            0x0A => "sample unorm+killpix for media",
            0x0B => "sample 8x8",
            0x1F => "sampler cache flush",
            _ => "?",
        }
    } else {
        match op {
            0x00 => "sample",
            0x01 => "sample+LOD bias",
            0x02 => "sample override LOD",
            0x03 => "sample compare",
            0x04 => "sample gradient",
            0x05 => "sample compare+LOD bias",
            0x06 => "sample compare+override LOD",
            0x07 => "sample load",
            0x08 => "sample gather4",
            0x09 => "sample override lod",
            0x0A => "sample res info",
            0x0B => "sample info",
            0x0C => "sample+killpix",
            0x10 => "sample gather4+compare",
            0x11 => "sample gather4+pixel offset",
            0x12 => "sample gather4 pixel offset+compare",
            0x14 => "sample derivatives+compare",
            0x16 => "sample min",
            0x17 => "sample max",
            0x18 => "sample with lod forced to 0",
            0x19 => "sample compare+with lod forced to 0",
            0x1A => "sample load with lod forced to 0",
            0x1C => "sample ld2 multi-sample wide",
            0x1D => "sample load mcs auxiliary data",
            0x1E => "sample load multi-sample",
            0x1F => "sample multi-sample without mcs",
            _ => "?",
        }
    };
    s.push_str(name);
    s.push_str(&format!(" using sampler index {}", bits(desc, 8, 4)));
    s
}

pub(super) fn urb(desc: u32) -> String {
    let pso = if bits(desc, 17, 1) != 0 {
        " with per-slot offset enabled"
    } else {
        ""
    };
    match bits(desc, 0, 4) {
        7 => format!(
            "urb dword {}write{pso}",
            if bits(desc, 15, 1) != 0 {
                "masked "
            } else {
                ""
            }
        ),
        8 => format!("urb dword read{pso}"),
        9 => "urb fence".into(),
        _ => String::new(),
    }
}

pub(super) fn render_cache(desc: u32) -> String {
    let mt = bits(desc, 14, 4);
    let write = mt == 0xC;
    let read = mt == 0xD;
    let mut s = String::from(if bits(desc, 30, 1) == 0 {
        "full-precision "
    } else {
        "half-precision "
    });
    s.push_str(if write {
        "render target write"
    } else if read {
        "render target read"
    } else {
        "unknown render target op"
    });
    let sub = bits(desc, 8, 3);
    if write {
        s.push_str(match sub {
            0 => " SIMD16",
            1 => " replicated SIMD16",
            2 => " of low SIMD8",
            3 => " of high SIMD8",
            4 => " SIMD8",
            _ => "unknown write subop",
        });
    } else if read {
        s.push_str(match sub {
            0 => " SIMD16",
            1 => " SIMD8",
            _ => "unknown read subop",
        });
    }
    if write && bits(desc, 18, 1) != 0 {
        s.push_str(" with Per-Coarse Pixel PS outputs enable");
    }
    if bits(desc, 13, 1) != 0 {
        s.push_str(" with Per-Sample Pixel PS outputs enable");
    }
    if write && bits(desc, 12, 1) != 0 {
        s.push_str("; last render target");
    }
    if bits(desc, 11, 1) != 0 {
        s.push_str(" slot group high");
    }
    s.push_str(&format!(" to surface {}", bits(desc, 0, 8)));
    s
}
