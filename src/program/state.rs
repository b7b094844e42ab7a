//! Gen9 hardware state templates that ocloc stores in a kernel's heaps: the binding table
//! and RENDER_SURFACE_STATE entries in the surface state heap, and INTERFACE_DESCRIPTOR_DATA
//! in the dynamic state heap.
//!
//! Bit positions from Mesa `src/intel/genxml/gen9.xml`. The runtime fills addresses and
//! sizes in at dispatch time; the templates carry surface types, formats and tiling.

use super::error::{LoadError, Result};
use super::reader::{usz, Reader};

/// Size of a Gen9 RENDER_SURFACE_STATE in bytes.
pub const SURFACE_STATE_SIZE: usize = 64;
/// Size of a Gen9 INTERFACE_DESCRIPTOR_DATA in bytes.
pub const INTERFACE_DESCRIPTOR_SIZE: usize = 32;

/// The fields of a RENDER_SURFACE_STATE template that matter to a simulator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurfaceState {
    /// Surface type (0 1D, 1 2D, 2 3D, 3 cube, 4 buffer, 5 structured buffer, 7 null).
    pub surface_type: u32,
    /// Surface array flag.
    pub surface_array: bool,
    /// Surface format (Gen9 SURFACE_FORMAT value).
    pub surface_format: u32,
    /// Tile mode (0 linear, 1 W-major, 2 X-major, 3 Y-major).
    pub tile_mode: u32,
    /// Width field as encoded (width minus one).
    pub width_minus_1: u32,
    /// Height field as encoded (height minus one).
    pub height_minus_1: u32,
    /// Depth field as encoded (depth minus one).
    pub depth_minus_1: u32,
    /// Surface pitch field as encoded (pitch minus one).
    pub pitch_minus_1: u32,
    /// Surface base address.
    pub base_address: u64,
}

impl SurfaceState {
    /// Name of the surface type.
    pub fn surface_type_name(&self) -> &'static str {
        match self.surface_type {
            0 => "1D",
            1 => "2D",
            2 => "3D",
            3 => "CUBE",
            4 => "BUFFER",
            5 => "STRBUF",
            7 => "NULL",
            _ => "reserved",
        }
    }

    /// Name of the tile mode.
    pub fn tile_mode_name(&self) -> &'static str {
        match self.tile_mode {
            0 => "linear",
            1 => "W",
            2 => "X",
            _ => "Y",
        }
    }
}

/// Decodes a RENDER_SURFACE_STATE located at `offset` in the surface state heap.
pub fn decode_surface_state(ssh: &[u8], ssh_base: usize, offset: u32) -> Result<SurfaceState> {
    let at = usz(offset);
    let bytes = ssh.get(at..).ok_or_else(|| {
        LoadError::malformed(
            ssh_base,
            format!(
                "surface state offset {offset:#x} lies outside the surface state heap ({:#x} bytes)",
                ssh.len()
            ),
        )
    })?;
    let mut r = Reader::new(bytes, ssh_base + at);
    let dw: [u32; 10] = r.u32s("RENDER_SURFACE_STATE")?;
    Ok(SurfaceState {
        surface_type: dw[0] >> 29,
        surface_array: (dw[0] >> 28) & 1 == 1,
        surface_format: (dw[0] >> 18) & 0x3ff,
        tile_mode: (dw[0] >> 12) & 3,
        width_minus_1: dw[2] & 0x3fff,
        height_minus_1: (dw[2] >> 16) & 0x3fff,
        depth_minus_1: dw[3] >> 21,
        pitch_minus_1: dw[3] & 0x3ffff,
        base_address: u64::from(dw[8]) | (u64::from(dw[9]) << 32),
    })
}

/// One binding table entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingTableEntry {
    /// Binding table index (BTI) used by send messages.
    pub index: u32,
    /// Surface state heap offset the entry points to.
    pub surface_state_offset: u32,
    /// The decoded surface state template.
    pub surface: SurfaceState,
}

/// The binding table (token 8) and its entries read from the surface state heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingTable {
    /// Offset of the table in the surface state heap.
    pub offset: u32,
    /// Number of entries.
    pub count: u32,
    /// Offset of the first surface state.
    pub surface_state_offset: u32,
    /// Entries in BTI order.
    pub entries: Vec<BindingTableEntry>,
}

impl BindingTable {
    /// The binding table index whose entry points at surface state `ssh_offset`.
    pub fn index_of_surface(&self, ssh_offset: u32) -> Option<u32> {
        self.entries
            .iter()
            .find(|e| e.surface_state_offset == ssh_offset)
            .map(|e| e.index)
    }
}

/// Reads the binding table described by token 8 out of the surface state heap.
pub fn decode_binding_table(
    ssh: &[u8],
    ssh_base: usize,
    offset: u32,
    count: u32,
    surface_state_offset: u32,
) -> Result<BindingTable> {
    let at = usz(offset);
    let bytes = ssh.get(at..).ok_or_else(|| {
        LoadError::malformed(
            ssh_base,
            format!(
                "binding table offset {offset:#x} lies outside the surface state heap ({:#x} bytes)",
                ssh.len()
            ),
        )
    })?;
    let mut r = Reader::new(bytes, ssh_base + at);
    let mut entries = Vec::new();
    for index in 0..count {
        let ptr = r.u32(&format!("binding table entry {index}"))?;
        // Entries hold surface state offsets relative to the heap start (low 6 bits zero).
        let surface = decode_surface_state(ssh, ssh_base, ptr)?;
        entries.push(BindingTableEntry {
            index,
            surface_state_offset: ptr,
            surface,
        });
    }
    Ok(BindingTable {
        offset,
        count,
        surface_state_offset,
        entries,
    })
}

/// The INTERFACE_DESCRIPTOR_DATA template from the dynamic state heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceDescriptor {
    /// Offset of the descriptor in the dynamic state heap (token 21 `Offset`).
    pub offset: u32,
    /// Kernel start pointer (relative to the instruction base).
    pub kernel_start_pointer: u64,
    /// Denorm mode (1 = retain denormals).
    pub denorm_mode: u32,
    /// Single program flow.
    pub single_program_flow: bool,
    /// Floating point mode (0 IEEE-754, 1 alternate).
    pub floating_point_mode: u32,
    /// Sampler state pointer (dynamic state offset).
    pub sampler_state_pointer: u32,
    /// Sampler count field (in multiples of 4 samplers).
    pub sampler_count: u32,
    /// Binding table pointer (surface state heap offset).
    pub binding_table_pointer: u32,
    /// Binding table entry count.
    pub binding_table_entry_count: u32,
    /// Constant URB entry read length (per-thread data, in GRFs).
    pub constant_urb_entry_read_length: u32,
    /// Constant URB entry read offset.
    pub constant_urb_entry_read_offset: u32,
    /// Rounding mode (0 RTNE, 1 RU, 2 RD, 3 RTZ).
    pub rounding_mode: u32,
    /// Barrier enable.
    pub barrier_enable: bool,
    /// Shared local memory size encoding (0 = 0 KB, n = 2^(n-1) KB).
    pub shared_local_memory_size: u32,
    /// Global barrier enable.
    pub global_barrier_enable: bool,
    /// Number of threads in a GPGPU thread group.
    pub threads_in_group: u32,
    /// Cross-thread constant data read length (in GRFs).
    pub cross_thread_constant_data_read_length: u32,
}

impl InterfaceDescriptor {
    /// Shared local memory size in bytes implied by the encoding.
    pub fn shared_local_memory_bytes(&self) -> u32 {
        match self.shared_local_memory_size {
            0 => 0,
            n if n <= 7 => 1024 << (n - 1),
            _ => 0,
        }
    }
}

/// Decodes the INTERFACE_DESCRIPTOR_DATA at `offset` in the dynamic state heap.
pub fn decode_interface_descriptor(
    dsh: &[u8],
    dsh_base: usize,
    offset: u32,
) -> Result<InterfaceDescriptor> {
    let at = usz(offset);
    let bytes = dsh.get(at..).ok_or_else(|| {
        LoadError::malformed(
            dsh_base,
            format!(
                "interface descriptor offset {offset:#x} lies outside the dynamic state heap ({:#x} bytes)",
                dsh.len()
            ),
        )
    })?;
    let mut r = Reader::new(bytes, dsh_base + at);
    let dw: [u32; 8] = r.u32s("INTERFACE_DESCRIPTOR_DATA")?;
    Ok(InterfaceDescriptor {
        offset,
        kernel_start_pointer: (u64::from(dw[0]) | (u64::from(dw[1] & 0xffff) << 32)) & !0x3f,
        denorm_mode: (dw[2] >> 19) & 1,
        single_program_flow: (dw[2] >> 18) & 1 == 1,
        floating_point_mode: (dw[2] >> 16) & 1,
        sampler_state_pointer: dw[3] & !0x1f,
        sampler_count: (dw[3] >> 2) & 7,
        binding_table_pointer: dw[4] & 0xffe0,
        binding_table_entry_count: dw[4] & 0x1f,
        constant_urb_entry_read_length: dw[5] >> 16,
        constant_urb_entry_read_offset: dw[5] & 0xffff,
        rounding_mode: (dw[6] >> 22) & 3,
        barrier_enable: (dw[6] >> 21) & 1 == 1,
        shared_local_memory_size: (dw[6] >> 16) & 0x1f,
        global_barrier_enable: (dw[6] >> 15) & 1 == 1,
        threads_in_group: dw[6] & 0x3ff,
        cross_thread_constant_data_read_length: dw[7] & 0xff,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interface_descriptor_fields() {
        // DW3: sampler pointer 0x40, count 1; DW4: BT pointer 0x80, 2 entries;
        // DW6: barrier, SLM encoding 5 (16 KB), 8 threads; DW7: 2 GRFs of cross-thread data.
        let mut d = [0u8; 32];
        let put = |d: &mut [u8; 32], i: usize, v: u32| {
            d[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes())
        };
        put(&mut d, 3, 0x44);
        put(&mut d, 4, 0x82);
        put(&mut d, 6, (1 << 21) | (5 << 16) | 8);
        put(&mut d, 7, 2);
        let idd = decode_interface_descriptor(&d, 0, 0).unwrap();
        assert_eq!(idd.sampler_state_pointer, 0x40);
        assert_eq!(idd.sampler_count, 1);
        assert_eq!(idd.binding_table_pointer, 0x80);
        assert_eq!(idd.binding_table_entry_count, 2);
        assert!(idd.barrier_enable);
        assert_eq!(idd.shared_local_memory_bytes(), 16 * 1024);
        assert_eq!(idd.threads_in_group, 8);
        assert_eq!(idd.cross_thread_constant_data_read_length, 2);
        assert!(decode_interface_descriptor(&d, 0, 8).is_err());
    }

    #[test]
    fn surface_state_type_and_tiling() {
        let mut s = [0u8; 64];
        // 2D, format 0xc7, Y-major.
        let dw0: u32 = (1 << 29) | (0xc7 << 18) | (3 << 12);
        s[..4].copy_from_slice(&dw0.to_le_bytes());
        let st = decode_surface_state(&s, 0, 0).unwrap();
        assert_eq!(st.surface_type_name(), "2D");
        assert_eq!(st.surface_format, 0xc7);
        assert_eq!(st.tile_mode_name(), "Y");
        assert!(decode_surface_state(&s, 0, 0x40).is_err());
    }
}

/// Size of a Gen9 SAMPLER_STATE in bytes.
pub const SAMPLER_STATE_SIZE: usize = 16;

/// The fields of a SAMPLER_STATE that decide how an image is sampled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerState {
    /// Offset of this state in the dynamic state heap.
    pub offset: u32,
    /// Sampler disabled.
    pub disabled: bool,
    /// Mip filter (0 none, 1 nearest, 3 linear).
    pub mip_filter: u32,
    /// Magnification filter (0 nearest, 1 linear, 2 anisotropic, 6 mono).
    pub mag_filter: u32,
    /// Minification filter (same encoding as `mag_filter`).
    pub min_filter: u32,
    /// Border colour pointer (dynamic state offset).
    pub border_color_pointer: u32,
    /// Coordinates are in texels rather than normalized to [0, 1].
    pub non_normalized_coordinates: bool,
    /// Address modes for X, Y and Z (0 wrap, 1 mirror, 2 clamp, 3 cube, 4 clamp to border,
    /// 5 mirror once, 6 half border).
    pub address_mode: [u32; 3],
}

impl SamplerState {
    /// Name of an address control mode value.
    pub fn address_mode_name(mode: u32) -> &'static str {
        match mode {
            0 => "wrap",
            1 => "mirror",
            2 => "clamp",
            3 => "cube",
            4 => "clamp_border",
            5 => "mirror_once",
            6 => "half_border",
            _ => "reserved",
        }
    }

    /// Name of a map filter value.
    pub fn filter_name(filter: u32) -> &'static str {
        match filter {
            0 => "nearest",
            1 => "linear",
            2 => "anisotropic",
            6 => "mono",
            _ => "reserved",
        }
    }
}

/// Decodes `count` SAMPLER_STATEs starting at `offset` in the dynamic state heap.
pub fn decode_sampler_states(
    dsh: &[u8],
    dsh_base: usize,
    offset: u32,
    count: u32,
) -> Result<Vec<SamplerState>> {
    let at = usz(offset);
    let bytes = dsh.get(at..).ok_or_else(|| {
        LoadError::malformed(
            dsh_base,
            format!(
                "sampler state offset {offset:#x} lies outside the dynamic state heap ({:#x} bytes)",
                dsh.len()
            ),
        )
    })?;
    let mut r = Reader::new(bytes, dsh_base + at);
    let mut out = Vec::new();
    for i in 0..count {
        let dw: [u32; 4] = r.u32s(&format!("SAMPLER_STATE {i}"))?;
        out.push(SamplerState {
            offset: offset + i * SAMPLER_STATE_SIZE as u32,
            disabled: dw[0] >> 31 == 1,
            mip_filter: (dw[0] >> 20) & 3,
            mag_filter: (dw[0] >> 17) & 7,
            min_filter: (dw[0] >> 14) & 7,
            border_color_pointer: dw[2] & 0x00ff_ffc0,
            non_normalized_coordinates: (dw[3] >> 10) & 1 == 1,
            address_mode: [(dw[3] >> 6) & 7, (dw[3] >> 3) & 7, dw[3] & 7],
        });
    }
    Ok(out)
}

#[cfg(test)]
mod sampler_tests {
    use super::*;

    #[test]
    fn sampler_state_fields() {
        // Linear min/mag, non-normalized, X clamp_border, Y mirror, Z wrap.
        let mut d = vec![0u8; 0x50];
        let dw0: u32 = (1 << 17) | (1 << 14);
        let dw3: u32 = (1 << 10) | (4 << 6) | (1 << 3);
        d[0x40..0x44].copy_from_slice(&dw0.to_le_bytes());
        d[0x4c..0x50].copy_from_slice(&dw3.to_le_bytes());
        let s = decode_sampler_states(&d, 0, 0x40, 1).unwrap();
        assert_eq!(s[0].mag_filter, 1);
        assert_eq!(s[0].min_filter, 1);
        assert!(s[0].non_normalized_coordinates);
        assert_eq!(s[0].address_mode, [4, 1, 0]);
        assert!(decode_sampler_states(&d, 0, 0x40, 2).is_err());
    }
}
