sends (1|M0) r10:ud r20 r40 0x49 0x0A800005 // wr:5+1, rd:8; hdc.dcro; constant oword block read x1
sends (2|M0) r10:ud r20 r40 0x89 0x1E2803FE // wr:15h+2, rd:2; hdc.dcro; constant oword block read x4
send (8|M0) r10 r20 0x9 0x04800600 // wr:2+0, rd:8; hdc.dcro; constant oword block read x0
send (4|M0) r10 r20 0x9 0x19A00801 // wr:12+0, rd:26; hdc.dcro; constant oword block read x1
sends (1|M0) r10:ud r20 r40 0x89 0x1E080BFF // wr:15h+2, rd:0; hdc.dcro; constant oword block read x4
sends (1|M0) r10:ud r20 r40 0x109 0x0E700D01 // wr:7+4, rd:7; hdc.dcro; constant oword block read x16
sends (2|M0) r10:ud r20 r40 0x109 0x0C000E01 // wr:6+4, rd:0; hdc.dcro; constant oword block read x0
send (16|M0) r10 r20 0x9 0x0EC01300 // wr:7+0, rd:12; hdc.dcro; constant oword block read x4
sends (4|M0) r10:ud r20 r40 0x109 0x182014FE // wr:12+4, rd:2; hdc.dcro; constant oword block read x8
sends (16|M0) r10:ud r20 r40 0x109 0x0EF01AFF // wr:7+4, rd:15; hdc.dcro; constant oword block read x2
sends (1|M0) r10:ud r20 r40 0x109 0x1C581B05 // wr:14h+4, rd:5; hdc.dcro; constant oword block read x4
sends (16|M0) r10:ud r20 r40 0x49 0x14181D01 // wr:10h+1, rd:1; hdc.dcro; constant oword block read x16
sends (4|M0) r10:ud r20 r40 0x49 0x08E81E00 // wr:4h+1, rd:14; hdc.dcro; constant oword block read x0
sends (8|M0) r10:ud r20 r40 0x109 0x1A3021FE // wr:13+4, rd:3; hdc.dcro; constant oword block read x1H
send (4|M0) r10 r20 0x9 0x02302F05 // wr:1+0, rd:3; hdc.dcro; constant oword block read x0
sends (4|M0) r10:ud r20 r40 0x109 0x10D83200 // wr:8h+4, rd:13; hdc.dcro; constant oword block read x2
sends (16|M0) r10:ud r20 r40 0x49 0x0A983305 // wr:5h+1, rd:9; hdc.dcro; constant oword block read x4
sends (1|M0) r10:ud r20 r40 0x89 0x19203400 // wr:12+2, rd:18; hdc.dcro; constant oword block read x8
send (1|M0) r10 r20 0x9 0x0BF83AFF // wr:5h+0, rd:31; hdc.dcro; constant oword block read x2
send (2|M0) r10 r20 0x9 0x1C503CFF // wr:14+0, rd:5; hdc.dcro; constant oword block read x8
sends (2|M0) r10:ud r20 r40 0x109 0x11803DFD // wr:8+4, rd:24; hdc.dcro; constant oword block read x16
sends (16|M0) r10:ud r20 r40 0x49 0x04183FFE // wr:2h+1, rd:1; hdc.dcro; constant oword block read x0
send (1|M0) r10 r20 0x9 0x164840FE // wr:11h+0, rd:4; hdc.dcro; constant aligned oword block read x1
send (8|M0) r10 r20 0x9 0x11D042FF // wr:8+0, rd:29; hdc.dcro; constant aligned oword block read x2
sends (4|M0) r10:ud r20 r40 0x109 0x1FD04401 // wr:15+4, rd:29; hdc.dcro; constant aligned oword block read x8
sends (8|M0) r10:ud r20 r40 0x109 0x043847FE // wr:2h+4, rd:3; hdc.dcro; constant aligned oword block read x0
send (1|M0) r10 r20 0x9 0x02B04801 // wr:1+0, rd:11; hdc.dcro; constant aligned oword block read x1
sends (1|M0) r10:ud r20 r40 0x89 0x0C584C00 // wr:6h+2, rd:5; hdc.dcro; constant aligned oword block read x8
send (2|M0) r10 r20 0x9 0x16E85205 // wr:11h+0, rd:14; hdc.dcro; constant aligned oword block read x2
send (4|M0) r10 r20 0x9 0x04405400 // wr:2+0, rd:4; hdc.dcro; constant aligned oword block read x8
sends (16|M0) r10:ud r20 r40 0x89 0x0A105DFD // wr:5+2, rd:1; hdc.dcro; constant aligned oword block read x16
sends (1|M0) r10:ud r20 r40 0x49 0x11405E05 // wr:8+1, rd:20; hdc.dcro; constant aligned oword block read x0
send (8|M0) r10 r20 0x9 0x1AB85F00 // wr:13h+0, rd:11; hdc.dcro; constant aligned oword block read x0
sends (2|M0) r10:ud r20 r40 0x89 0x03486100 // wr:1h+2, rd:20; hdc.dcro; constant aligned oword block read x1H
sends (16|M0) r10:ud r20 r40 0x109 0x0BD86705 // wr:5h+4, rd:29; hdc.dcro; constant aligned oword block read x0
send (2|M0) r10 r20 0x9 0x07406B00 // wr:3+0, rd:20; hdc.dcro; constant aligned oword block read x4
sends (16|M0) r10:ud r20 r40 0x109 0x05586EFF // wr:2h+4, rd:21; hdc.dcro; constant aligned oword block read x0
sends (1|M0) r10:ud r20 r40 0x109 0x1B5072FE // wr:13+4, rd:21; hdc.dcro; constant aligned oword block read x2
sends (1|M0) r10:ud r20 r40 0x49 0x08407AFE // wr:4+1, rd:4; hdc.dcro; constant aligned oword block read x2
sends (16|M0) r10:ud r20 r40 0x89 0x0CA07B01 // wr:6+2, rd:10; hdc.dcro; constant aligned oword block read x4
send (4|M0) r10 r20 0x9 0x13687F01 // wr:9h+0, rd:22; hdc.dcro; constant aligned oword block read x0
send (16|M0) r10 r20 0x9 0x14B080FD // wr:10+0, rd:11; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x1E1881FF // wr:15h+4, rd:1; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x10E087FD // wr:8+0, rd:14; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x12688D01 // wr:9h+1, rd:6; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x07B08EFE // wr:3+0, rd:27; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x036891FE // wr:1h+0, rd:22; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x1EA09700 // wr:15+1, rd:10; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x03509BFE // wr:1+0, rd:21; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x14C89CFE // wr:10h+0, rd:12; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x0EF89E00 // wr:7h+0, rd:15; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x0980A1FF // wr:4+0, rd:24; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x1668A6FF // wr:11h+1, rd:6; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1838AB01 // wr:12h+0, rd:3; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x09D0AC00 // wr:4+1, rd:29; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x17A8AEFF // wr:11h+1, rd:26; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0850B2FF // wr:4+0, rd:5; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x19B0B9FD // wr:12+0, rd:27; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x19A0BF05 // wr:12+4, rd:26; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0B28C0FD // wr:5h+2, rd:18; hdc.dcro; constant dword gathering read
sends (4|M0) r10:ud r20 r40 0x49 0x1CE8C205 // wr:14h+1, rd:14; hdc.dcro; constant dword gathering read
sends (1|M0) r10:ud r20 r40 0x49 0x12B0C4FD // wr:9+1, rd:11; hdc.dcro; constant dword gathering read
sends (2|M0) r10:ud r20 r40 0x109 0x0588C6FD // wr:2h+4, rd:24; hdc.dcro; constant dword gathering read
send (16|M0) r10 r20 0x9 0x0920C900 // wr:4+0, rd:18; hdc.dcro; constant dword gathering read
sends (16|M0) r10:ud r20 r40 0x49 0x1468CBFD // wr:10h+1, rd:6; hdc.dcro; constant dword gathering read
send (8|M0) r10 r20 0x9 0x1730CFFE // wr:11+0, rd:19; hdc.dcro; constant dword gathering read
sends (16|M0) r10:ud r20 r40 0x89 0x0BE8D0FD // wr:5h+2, rd:30; hdc.dcro; constant dword gathering read
sends (1|M0) r10:ud r20 r40 0x89 0x17E0D1FE // wr:11+2, rd:30; hdc.dcro; constant dword gathering read
sends (8|M0) r10:ud r20 r40 0x109 0x1498D6FE // wr:10h+4, rd:9; hdc.dcro; constant dword gathering read
send (16|M0) r10 r20 0x9 0x0328D8FE // wr:1h+0, rd:18; hdc.dcro; constant dword gathering read
send (4|M0) r10 r20 0x9 0x13C8DE05 // wr:9h+0, rd:28; hdc.dcro; constant dword gathering read
send (8|M0) r10 r20 0x9 0x1948DF05 // wr:12h+0, rd:20; hdc.dcro; constant dword gathering read
send (4|M0) r10 r20 0x9 0x0A68E1FF // wr:5h+0, rd:6; hdc.dcro; constant dword gathering read
sends (8|M0) r10:ud r20 r40 0x89 0x09C8E4FD // wr:4h+2, rd:28; hdc.dcro; constant dword gathering read
send (1|M0) r10 r20 0x9 0x1E70E7FF // wr:15+0, rd:7; hdc.dcro; constant dword gathering read
send (4|M0) r10 r20 0x9 0x06A0EDFF // wr:3+0, rd:10; hdc.dcro; constant dword gathering read
send (2|M0) r10 r20 0x9 0x0B78EE01 // wr:5h+0, rd:23; hdc.dcro; constant dword gathering read
sends (8|M0) r10:ud r20 r40 0x89 0x1580FC00 // wr:10+2, rd:24; hdc.dcro; constant dword gathering read
sends (16|M0) r10:ud r20 r40 0x49 0x1B88FD00 // wr:13h+1, rd:24; hdc.dcro; constant dword gathering read
send (16|M0) r10 r20 0x9 0x1AF8FE05 // wr:13h+0, rd:15; hdc.dcro; constant dword gathering read
sends (2|M0) r10:ud r20 r40 0x89 0x0DD8FF00 // wr:6h+2, rd:29; hdc.dcro; constant dword gathering read
sends (16|M0) r10:ud r20 r40 0x49 0x03C900FF // wr:1h+1, rd:28; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0AD90100 // wr:5h+0, rd:13; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x061104FE // wr:3+0, rd:1; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x0A610B01 // wr:5+2, rd:6; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x15210D00 // wr:10+0, rd:18; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x16111505 // wr:11+0, rd:1; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x180916FD // wr:12h+0, rd:0; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1AD11CFE // wr:13+0, rd:13; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x03D11D05 // wr:1+1, rd:29; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1B191E00 // wr:13h+0, rd:17; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x04991FFF // wr:2h+1, rd:9; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x02392101 // wr:1h+1, rd:3; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x17D92301 // wr:11h+4, rd:29; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x10392605 // wr:8h+0, rd:3; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x10792701 // wr:8h+0, rd:7; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x05092B05 // wr:2h+4, rd:16; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0F4930FF // wr:7h+0, rd:20; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1C393100 // wr:14h+0, rd:3; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x07C93805 // wr:3h+0, rd:28; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x02D93BFD // wr:1h+1, rd:13; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x05A13CFD // wr:2+1, rd:26; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1CA93EFD // wr:14h+0, rd:10; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x0F693FFD // wr:7h+4, rd:22; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x19A940FF // wr:12h+0, rd:26; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x10C947FD // wr:8h+0, rd:12; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x05B94B05 // wr:2h+2, rd:27; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x13494D01 // wr:9h+1, rd:20; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x04394F00 // wr:2h+0, rd:3; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x16F95305 // wr:11h+0, rd:15; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x12E95701 // wr:9h+0, rd:14; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x19115900 // wr:12+2, rd:17; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x04015E05 // wr:2+0, rd:0; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x197961FD // wr:12h+2, rd:23; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x1C0168FE // wr:14+1, rd:0; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x04316900 // wr:2+0, rd:3; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x10517301 // wr:8+4, rd:5; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x02017600 // wr:1+1, rd:0; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x14797A00 // wr:10h+0, rd:7; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x06417BFE // wr:3+0, rd:4; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x04C97D05 // wr:2h+0, rd:12; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0B597E05 // wr:5h+1, rd:21; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0C697F00 // wr:6h+0, rd:6; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x148980FF // wr:10h+2, rd:8; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x050983FF // wr:2h+0, rd:16; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x1A1985FD // wr:13h+4, rd:1; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x1AD98900 // wr:13h+0, rd:13; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0B418AFE // wr:5+0, rd:20; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x17F98BFF // wr:11h+4, rd:31; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x11D194FE // wr:8+4, rd:29; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x1EA197FF // wr:15+2, rd:10; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x12099905 // wr:9h+0, rd:0; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x02019EFE // wr:1+1, rd:0; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1EF1A0FF // wr:15+0, rd:15; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0F31A1FF // wr:7+1, rd:19; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x08F9A3FD // wr:4h+1, rd:15; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x0DB9A5FD // wr:6h+4, rd:27; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0759B7FE // wr:3h+1, rd:21; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1209B9FF // wr:9h+0, rd:0; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x09C9BFFF // wr:4h+0, rd:28; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x0DB9C0FE // wr:6h+4, rd:27; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x10A1CA00 // wr:8+4, rd:10; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x14F9D2FD // wr:10h+0, rd:15; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x1C69D401 // wr:14h+2, rd:6; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1609D905 // wr:11h+0, rd:0; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x04C9DDFD // wr:2h+0, rd:12; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x03F9DEFE // wr:1h+0, rd:31; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1C91DFFD // wr:14+1, rd:9; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0DA1E100 // wr:6+0, rd:26; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1F89E4FD // wr:15h+0, rd:24; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x16C9F000 // wr:11h+4, rd:12; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x0869F3FF // wr:4h+2, rd:6; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x1251FAFE // wr:9+0, rd:5; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1F19FE00 // wr:15h+0, rd:17; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x1A09FF01 // wr:13h+2, rd:0; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1EBA0001 // wr:15h+0, rd:11; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x129A0300 // wr:9h+0, rd:9; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x07EA0E00 // wr:3h+0, rd:30; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0DEA0FFE // wr:6h+0, rd:30; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x1D8A10FD // wr:14h+4, rd:24; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x10321201 // wr:8+1, rd:3; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1EFA1E01 // wr:15h+0, rd:15; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x097A1F05 // wr:4h+0, rd:23; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1F822105 // wr:15+1, rd:24; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0FCA24FD // wr:7h+1, rd:28; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0F7A28FD // wr:7h+0, rd:23; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x17122BFE // wr:11+0, rd:17; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x06CA2DFF // wr:3h+0, rd:12; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1CB236FD // wr:14+0, rd:11; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x136A3F01 // wr:9h+0, rd:22; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x0CA240FD // wr:6+1, rd:10; hdc.dcro; untyped surface uncompressed write
send (2|M0) r10 r20 0x9 0x174242FE // wr:11+0, rd:20; hdc.dcro; untyped surface uncompressed write
send (2|M0) r10 r20 0x9 0x12224400 // wr:9+0, rd:2; hdc.dcro; untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x49 0x0F724601 // wr:7+1, rd:23; hdc.dcro; untyped surface uncompressed write
sends (16|M0) r10:ud r20 r40 0x49 0x154A4AFE // wr:10h+1, rd:20; hdc.dcro; untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x49 0x18825EFD // wr:12+1, rd:8; hdc.dcro; untyped surface uncompressed write
send (16|M0) r10 r20 0x9 0x03FA5F05 // wr:1h+0, rd:31; hdc.dcro; untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x89 0x059A6105 // wr:2h+2, rd:25; hdc.dcro; untyped surface uncompressed write
send (1|M0) r10 r20 0x9 0x1EC26400 // wr:15+0, rd:12; hdc.dcro; untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x109 0x172A69FE // wr:11h+4, rd:18; hdc.dcro; untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x0F626A01 // wr:7+2, rd:22; hdc.dcro; untyped surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x89 0x08226C01 // wr:4+2, rd:2; hdc.dcro; untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x89 0x0A127001 // wr:5+2, rd:1; hdc.dcro; untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x109 0x021A7200 // wr:1h+4, rd:1; hdc.dcro; untyped surface uncompressed write
sends (4|M0) r10:ud r20 r40 0x49 0x1FEA7401 // wr:15h+1, rd:30; hdc.dcro; untyped surface uncompressed write
send (1|M0) r10 r20 0x9 0x0ACA7DFD // wr:5h+0, rd:12; hdc.dcro; untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x49 0x09DA7F01 // wr:4h+1, rd:29; hdc.dcro; untyped surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x49 0x1A1280FF // wr:13+1, rd:1; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x1FDA88FD // wr:15h+2, rd:29; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x06EA9800 // wr:3h+1, rd:14; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1DAA9AFD // wr:14h+4, rd:26; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x13329B01 // wr:9+2, rd:19; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x14EA9E05 // wr:10h+0, rd:14; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x0582A1FD // wr:2+1, rd:24; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x06FAAA05 // wr:3h+4, rd:15; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x0B42AF05 // wr:5+4, rd:20; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0C82B700 // wr:6+0, rd:8; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x09FABAFE // wr:4h+4, rd:31; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0D72BF05 // wr:6+4, rd:23; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x100AC0FF // wr:8h+1, rd:0; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x1632C405 // wr:11+2, rd:3; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x123AC705 // wr:9h+0, rd:3; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0752CAFE // wr:3+1, rd:21; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x09EAD100 // wr:4h+0, rd:30; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x136AD400 // wr:9h+2, rd:22; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x075AD501 // wr:3h+0, rd:21; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x1E3AD605 // wr:15h+2, rd:3; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1C7AD8FE // wr:14h+2, rd:7; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x0BAADE05 // wr:5h+2, rd:26; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x03D2E105 // wr:1+0, rd:29; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0DFAE705 // wr:6h+2, rd:31; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x1672F401 // wr:11+1, rd:7; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x051AFB01 // wr:2h+0, rd:17; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x18FAFD00 // wr:12h+0, rd:15; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x0AFAFFFF // wr:5h+1, rd:15; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x16DB0001 // wr:11h+0, rd:13; hdc.dcro; typed surface CCS update message
send (2|M0) r10 r20 0x9 0x078301FE // wr:3+0, rd:24; hdc.dcro; typed surface CCS update message
sends (1|M0) r10:ud r20 r40 0x49 0x0B7B0705 // wr:5h+1, rd:23; hdc.dcro; typed surface CCS update message
sends (1|M0) r10:ud r20 r40 0x89 0x1D030F00 // wr:14+2, rd:16; hdc.dcro; typed surface CCS update message
sends (1|M0) r10:ud r20 r40 0x89 0x039B15FD // wr:1h+2, rd:25; hdc.dcro; typed surface CCS update message
send (8|M0) r10 r20 0x9 0x17FB18FF // wr:11h+0, rd:31; hdc.dcro; typed surface CCS update message
sends (16|M0) r10:ud r20 r40 0x109 0x104B1DFF // wr:8h+4, rd:4; hdc.dcro; typed surface CCS update message
send (16|M0) r10 r20 0x9 0x0B8B1EFF // wr:5h+0, rd:24; hdc.dcro; typed surface CCS update message
sends (8|M0) r10:ud r20 r40 0x109 0x05C32100 // wr:2+4, rd:28; hdc.dcro; typed surface CCS update message
sends (1|M0) r10:ud r20 r40 0x109 0x0C632EFD // wr:6+4, rd:6; hdc.dcro; typed surface CCS update message
send (2|M0) r10 r20 0x9 0x14FB3605 // wr:10h+0, rd:15; hdc.dcro; typed surface CCS update message
send (1|M0) r10 r20 0x9 0x1D3B37FF // wr:14h+0, rd:19; hdc.dcro; typed surface CCS update message
send (2|M0) r10 r20 0x9 0x0AAB3A00 // wr:5h+0, rd:10; hdc.dcro; typed surface CCS update message
sends (4|M0) r10:ud r20 r40 0x109 0x0B633FFD // wr:5+4, rd:22; hdc.dcro; typed surface CCS update message
sends (16|M0) r10:ud r20 r40 0x49 0x15BB40FE // wr:10h+1, rd:27; hdc.dcro; typed surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x109 0x0D5B4300 // wr:6h+4, rd:21; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x12BB45FE // wr:9h+2, rd:11; hdc.dcro; typed surface uncompressed write
send (16|M0) r10 r20 0x9 0x1CD34A00 // wr:14+0, rd:13; hdc.dcro; typed surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x109 0x1DBB4B00 // wr:14h+4, rd:27; hdc.dcro; typed surface uncompressed write
send (16|M0) r10 r20 0x9 0x113B4F01 // wr:8h+0, rd:19; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x124B5005 // wr:9h+2, rd:4; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x49 0x166358FE // wr:11+1, rd:6; hdc.dcro; typed surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x49 0x0C2B5A01 // wr:6h+1, rd:2; hdc.dcro; typed surface uncompressed write
send (1|M0) r10 r20 0x9 0x12A35DFE // wr:9+0, rd:10; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x14C35E05 // wr:10+2, rd:12; hdc.dcro; typed surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x89 0x1B4361FE // wr:13+2, rd:20; hdc.dcro; typed surface uncompressed write
send (8|M0) r10 r20 0x9 0x102367FE // wr:8+0, rd:2; hdc.dcro; typed surface uncompressed write
send (1|M0) r10 r20 0x9 0x08936FFE // wr:4+0, rd:9; hdc.dcro; typed surface uncompressed write
send (8|M0) r10 r20 0x9 0x127B71FF // wr:9h+0, rd:7; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x039B75FD // wr:1h+2, rd:25; hdc.dcro; typed surface uncompressed write
sends (16|M0) r10:ud r20 r40 0x109 0x172B7C01 // wr:11h+4, rd:18; hdc.dcro; typed surface uncompressed write
send (4|M0) r10 r20 0x9 0x148B7DFD // wr:10h+0, rd:8; hdc.dcro; typed surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x109 0x1F837FFD // wr:15+4, rd:24; hdc.dcro; typed surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x49 0x03F380FD // wr:1+1, rd:31; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x115387FF // wr:8+1, rd:21; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0A4B8B00 // wr:5h+1, rd:4; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x07438C05 // wr:3+2, rd:20; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x19639100 // wr:12+1, rd:22; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x1B339401 // wr:13+4, rd:19; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1D839501 // wr:14+0, rd:24; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x102397FE // wr:8+1, rd:2; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0CCB9B05 // wr:6h+2, rd:12; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x032B9CFE // wr:1h+0, rd:18; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0E9B9EFF // wr:7h+0, rd:9; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0AEBA1FE // wr:5h+2, rd:14; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1423A4FE // wr:10+1, rd:2; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1E93A8FD // wr:15+4, rd:9; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x137BA9FE // wr:9h+0, rd:23; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x1213B6FF // wr:9+4, rd:1; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0A23BB01 // wr:5+0, rd:2; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1723BF05 // wr:11+0, rd:18; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x1903C000 // wr:12+0, rd:16; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0A63C401 // wr:5+0, rd:6; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x144BC5FF // wr:10h+4, rd:4; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0D73CB00 // wr:6+1, rd:23; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x0313CE01 // wr:1+4, rd:17; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1353D1FF // wr:9+2, rd:21; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x164BD201 // wr:11h+0, rd:4; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x09D3D6FF // wr:4+0, rd:29; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x1453D9FF // wr:10+2, rd:5; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x15C3DA05 // wr:10+1, rd:28; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1E43DE00 // wr:15+0, rd:4; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0283E1FE // wr:1+1, rd:8; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x1F33F1FE // wr:15+1, rd:19; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1283F3FE // wr:9+0, rd:8; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x14A3F900 // wr:10+1, rd:10; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0DB3FF05 // wr:6+0, rd:27; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x02AC00FF // wr:1h+1, rd:10; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x0B7404FE // wr:5+0, rd:23; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x020C0DFE // wr:1h+2, rd:0; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x06340EFE // wr:3+0, rd:3; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x0D5412FF // wr:6+1, rd:21; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x07941501 // wr:3+1, rd:25; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x10941E01 // wr:8+2, rd:9; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x10742105 // wr:8+0, rd:7; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x039424FF // wr:1+0, rd:25; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0C442900 // wr:6+4, rd:4; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1D742A01 // wr:14+0, rd:23; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x02742CFF // wr:1+4, rd:7; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x19343300 // wr:12+0, rd:19; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x04043700 // wr:2+0, rd:0; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0C343B01 // wr:6+1, rd:3; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x17943CFE // wr:11+2, rd:25; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0D8C3E00 // wr:6h+0, rd:24; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x1E1C3FFE // wr:15h+4, rd:1; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0FCC40FD // wr:7h+1, rd:28; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x12F44101 // wr:9+0, rd:15; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x15FC45FE // wr:10h+2, rd:31; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x101C4805 // wr:8h+0, rd:1; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x04144DFE // wr:2+0, rd:1; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x053C50FD // wr:2h+0, rd:19; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1C645705 // wr:14+2, rd:6; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x12CC5BFE // wr:9h+2, rd:12; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x1EDC5EFE // wr:15h+2, rd:13; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x14CC6105 // wr:10h+2, rd:12; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x109C65FD // wr:8h+4, rd:9; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x09146900 // wr:4+1, rd:17; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x19246FFF // wr:12+0, rd:18; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1E9C7105 // wr:15h+0, rd:9; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x1CFC7501 // wr:14h+1, rd:15; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0A8477FF // wr:5+2, rd:8; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x04447D00 // wr:2+4, rd:4; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x19AC7FFE // wr:12h+0, rd:26; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x05DC80FD // wr:2h+2, rd:29; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x022C8800 // wr:1h+0, rd:2; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x16DC8DFD // wr:11h+2, rd:13; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x091C8E05 // wr:4h+0, rd:17; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1EAC91FE // wr:15h+0, rd:10; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x02749600 // wr:1+0, rd:7; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x050C9B00 // wr:2h+4, rd:16; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x03E49C00 // wr:1+1, rd:30; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x02E49EFF // wr:1+4, rd:14; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x11DCA1FF // wr:8h+1, rd:29; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x0B6CABFD // wr:5h+1, rd:22; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x07FCAC01 // wr:3h+2, rd:31; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0A64AE00 // wr:5+0, rd:6; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x035CB4FD // wr:1h+2, rd:21; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x078CB701 // wr:3h+0, rd:24; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0D84BDFE // wr:6+1, rd:24; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1E8CBE01 // wr:15h+0, rd:8; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0D4CBF05 // wr:6h+0, rd:20; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x16CCC005 // wr:11h+0, rd:12; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x051CC4FF // wr:2h+0, rd:17; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x023CC5FD // wr:1h+2, rd:3; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0B4CC8FD // wr:5h+0, rd:20; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x19DCDEFE // wr:12h+2, rd:29; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x10B4E100 // wr:8+0, rd:11; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0EFCECFD // wr:7h+0, rd:15; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0224F6FD // wr:1+0, rd:2; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x16ECF700 // wr:11h+2, rd:14; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x0A74F800 // wr:5+2, rd:7; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0B44FAFF // wr:5+0, rd:20; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x1B8CFE00 // wr:13h+4, rd:24; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x051CFF00 // wr:2h+0, rd:17; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1B2500FF // wr:13+0, rd:18; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x03050D05 // wr:1+0, rd:16; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x07050FFD // wr:3+1, rd:16; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x125D1301 // wr:9h+1, rd:5; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x1EFD16FD // wr:15h+4, rd:15; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x15E51AFE // wr:10+0, rd:30; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x0B8D1E05 // wr:5h+2, rd:24; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x09B521FE // wr:4+1, rd:27; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x14AD23FD // wr:10h+0, rd:10; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x08852DFE // wr:4+4, rd:8; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x19D532FD // wr:12+4, rd:29; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x13ED3505 // wr:9h+2, rd:30; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x0EF53EFD // wr:7+2, rd:15; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x139D3FFE // wr:9h+0, rd:25; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x1FD540FF // wr:15+1, rd:29; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x028D4305 // wr:1h+2, rd:8; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x177544FD // wr:11+0, rd:23; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x165545FF // wr:11+0, rd:5; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1F6D46FE // wr:15h+0, rd:22; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x0DD549FD // wr:6+4, rd:29; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0CF54B00 // wr:6+0, rd:15; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0A955201 // wr:5+0, rd:9; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x0EE55600 // wr:7+1, rd:14; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0B1D5BFF // wr:5h+4, rd:17; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1EE55C00 // wr:15+0, rd:14; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x081D5E01 // wr:4h+2, rd:1; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0BFD61FE // wr:5h+1, rd:31; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x04FD67FF // wr:2h+1, rd:15; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x1E8D6900 // wr:15h+2, rd:8; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x09ED6E05 // wr:4h+1, rd:30; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x04E57705 // wr:2+4, rd:14; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x184D7EFD // wr:12h+4, rd:4; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x10957F01 // wr:8+0, rd:9; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x044D80FE // wr:2h+1, rd:4; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x165585FE // wr:11+4, rd:5; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x14258DFE // wr:10+2, rd:2; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1D558FFF // wr:14+0, rd:21; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0CCD9800 // wr:6h+4, rd:12; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x155D9EFD // wr:10h+0, rd:21; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x0CDDA1FD // wr:6h+2, rd:13; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x13A5A4FF // wr:9+0, rd:26; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0955A701 // wr:4+0, rd:21; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x49 0x1C15AA00 // wr:14+1, rd:1; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x08C5B1FD // wr:4+2, rd:12; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0F2DB2FD // wr:7h+4, rd:18; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1D35B405 // wr:14+1, rd:19; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0ACDB7FE // wr:5h+0, rd:12; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1635B8FD // wr:11+0, rd:3; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x1B6DBF05 // wr:13h+4, rd:22; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x19F5C001 // wr:12+2, rd:31; hdc.dcro; A64 page CCS update operation
send (2|M0) r10 r20 0x9 0x1ABDCAFD // wr:13h+0, rd:11; hdc.dcro; A64 page CCS update operation
sends (8|M0) r10:ud r20 r40 0x109 0x055DCC01 // wr:2h+4, rd:21; hdc.dcro; A64 page CCS update operation
sends (4|M0) r10:ud r20 r40 0x49 0x1135D0FF // wr:8+1, rd:19; hdc.dcro; A64 page CCS update operation
send (4|M0) r10 r20 0x9 0x106DD1FD // wr:8h+0, rd:6; hdc.dcro; A64 page CCS update operation
sends (2|M0) r10:ud r20 r40 0x109 0x0325D801 // wr:1+4, rd:18; hdc.dcro; A64 page CCS update operation
send (8|M0) r10 r20 0x9 0x191DD9FF // wr:12h+0, rd:17; hdc.dcro; A64 page CCS update operation
sends (16|M0) r10:ud r20 r40 0x49 0x1DC5DBFD // wr:14+1, rd:28; hdc.dcro; A64 page CCS update operation
sends (2|M0) r10:ud r20 r40 0x89 0x09A5DE00 // wr:4+2, rd:26; hdc.dcro; A64 page CCS update operation
sends (4|M0) r10:ud r20 r40 0x109 0x060DE100 // wr:3h+4, rd:0; hdc.dcro; A64 page CCS update operation
sends (8|M0) r10:ud r20 r40 0x109 0x1D25EA00 // wr:14+4, rd:18; hdc.dcro; A64 page CCS update operation
sends (8|M0) r10:ud r20 r40 0x49 0x1F4DF2FD // wr:15h+1, rd:20; hdc.dcro; A64 page CCS update operation
send (8|M0) r10 r20 0x9 0x1FADF601 // wr:15h+0, rd:26; hdc.dcro; A64 page CCS update operation
sends (1|M0) r10:ud r20 r40 0x49 0x10EDF905 // wr:8h+1, rd:14; hdc.dcro; A64 page CCS update operation
send (2|M0) r10 r20 0x9 0x09B5FAFD // wr:4+0, rd:27; hdc.dcro; A64 page CCS update operation
sends (16|M0) r10:ud r20 r40 0x109 0x0CADFC05 // wr:6h+4, rd:10; hdc.dcro; A64 page CCS update operation
sends (16|M0) r10:ud r20 r40 0x89 0x1365FFFE // wr:9+2, rd:22; hdc.dcro; A64 page CCS update operation
sends (1|M0) r10:ud r20 r40 0x49 0x11DE00FD // wr:8h+1, rd:29; hdc.dcro; A64 untyped surface CCS operation
sends (16|M0) r10:ud r20 r40 0x109 0x0AA601FE // wr:5+4, rd:10; hdc.dcro; A64 untyped surface CCS operation
send (16|M0) r10 r20 0x9 0x06DE03FD // wr:3h+0, rd:13; hdc.dcro; A64 untyped surface CCS operation
send (2|M0) r10 r20 0x9 0x0BF60505 // wr:5+0, rd:31; hdc.dcro; A64 untyped surface CCS operation
send (16|M0) r10 r20 0x9 0x100E1000 // wr:8h+0, rd:0; hdc.dcro; A64 untyped surface CCS operation
send (8|M0) r10 r20 0x9 0x0F4E1205 // wr:7h+0, rd:20; hdc.dcro; A64 untyped surface CCS operation
send (8|M0) r10 r20 0x9 0x075613FD // wr:3+0, rd:21; hdc.dcro; A64 untyped surface CCS operation
send (4|M0) r10 r20 0x9 0x057E1C00 // wr:2h+0, rd:23; hdc.dcro; A64 untyped surface CCS operation
send (1|M0) r10 r20 0x9 0x12A61E01 // wr:9+0, rd:10; hdc.dcro; A64 untyped surface CCS operation
sends (2|M0) r10:ud r20 r40 0x109 0x1B261FFF // wr:13+4, rd:18; hdc.dcro; A64 untyped surface CCS operation
sends (16|M0) r10:ud r20 r40 0x89 0x0BD62105 // wr:5+2, rd:29; hdc.dcro; A64 untyped surface CCS operation
sends (2|M0) r10:ud r20 r40 0x89 0x077E2201 // wr:3h+2, rd:23; hdc.dcro; A64 untyped surface CCS operation
send (2|M0) r10 r20 0x9 0x0ABE23FE // wr:5h+0, rd:11; hdc.dcro; A64 untyped surface CCS operation
send (8|M0) r10 r20 0x9 0x149E27FF // wr:10h+0, rd:9; hdc.dcro; A64 untyped surface CCS operation
sends (8|M0) r10:ud r20 r40 0x109 0x03CE2905 // wr:1h+4, rd:28; hdc.dcro; A64 untyped surface CCS operation
sends (16|M0) r10:ud r20 r40 0x89 0x1BD639FF // wr:13+2, rd:29; hdc.dcro; A64 untyped surface CCS operation
sends (1|M0) r10:ud r20 r40 0x49 0x06663B00 // wr:3+1, rd:6; hdc.dcro; A64 untyped surface CCS operation
send (8|M0) r10 r20 0x9 0x15BE3FFD // wr:10h+0, rd:27; hdc.dcro; A64 untyped surface CCS operation
send (2|M0) r10 r20 0x9 0x08164005 // wr:4+0, rd:1; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x09F642FF // wr:4+2, rd:31; hdc.dcro; A64 untyped surface uncompressed write
send (2|M0) r10 r20 0x9 0x02E643FE // wr:1+0, rd:14; hdc.dcro; A64 untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x89 0x0DF64601 // wr:6+2, rd:31; hdc.dcro; A64 untyped surface uncompressed write
send (4|M0) r10 r20 0x9 0x03964B00 // wr:1+0, rd:25; hdc.dcro; A64 untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x49 0x0A4651FF // wr:5+1, rd:4; hdc.dcro; A64 untyped surface uncompressed write
sends (1|M0) r10:ud r20 r40 0x109 0x0EDE5300 // wr:7h+4, rd:13; hdc.dcro; A64 untyped surface uncompressed write
send (2|M0) r10 r20 0x9 0x0A8E59FE // wr:5h+0, rd:8; hdc.dcro; A64 untyped surface uncompressed write
send (8|M0) r10 r20 0x9 0x16265A00 // wr:11+0, rd:2; hdc.dcro; A64 untyped surface uncompressed write
sends (4|M0) r10:ud r20 r40 0x89 0x088E5E01 // wr:4h+2, rd:8; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x109 0x158E6100 // wr:10h+4, rd:24; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x09866301 // wr:4+2, rd:24; hdc.dcro; A64 untyped surface uncompressed write
sends (16|M0) r10:ud r20 r40 0x109 0x04B667FF // wr:2+4, rd:11; hdc.dcro; A64 untyped surface uncompressed write
send (2|M0) r10 r20 0x9 0x1C666BFF // wr:14+0, rd:6; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x06867305 // wr:3+2, rd:8; hdc.dcro; A64 untyped surface uncompressed write
send (16|M0) r10 r20 0x9 0x0CB67601 // wr:6+0, rd:11; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x89 0x064E7905 // wr:3h+2, rd:4; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x49 0x1F867F01 // wr:15+1, rd:24; hdc.dcro; A64 untyped surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x109 0x0F668005 // wr:7+4, rd:22; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x1F2682FE // wr:15+0, rd:18; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x09968401 // wr:4+2, rd:25; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1C0E8AFD // wr:14h+4, rd:0; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x0EBE8BFE // wr:7h+1, rd:11; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x148E8DFF // wr:10h+0, rd:8; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0C0692FE // wr:6+0, rd:0; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x188E9300 // wr:12h+0, rd:8; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x09869501 // wr:4+0, rd:24; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x13AE9700 // wr:9h+1, rd:26; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0CD69D05 // wr:6+0, rd:13; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x11AE9EFE // wr:8h+1, rd:26; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0F66A105 // wr:7+0, rd:22; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x07C6A8FE // wr:3+2, rd:28; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0BFEAD00 // wr:5h+0, rd:31; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x02B6B101 // wr:1+2, rd:11; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1886B2FE // wr:12+0, rd:8; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1C06B305 // wr:14+2, rd:0; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0A96B4FD // wr:5+1, rd:9; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x0816B5FE // wr:4+0, rd:1; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1726B7FF // wr:11+0, rd:18; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1C5EBF05 // wr:14h+1, rd:5; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x0C96C001 // wr:6+4, rd:9; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1396C3FE // wr:9+4, rd:25; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x16B6CB00 // wr:11+0, rd:11; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x1D1ED600 // wr:14h+0, rd:17; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1506D9FF // wr:10+0, rd:16; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x13EEDE01 // wr:9h+0, rd:30; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1C9EE101 // wr:14h+2, rd:9; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x0F46E7FD // wr:7+4, rd:20; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1FAEE900 // wr:15h+4, rd:26; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1DFEEC01 // wr:14h+0, rd:31; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0256EFFF // wr:1+1, rd:5; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0B26F8FD // wr:5+0, rd:18; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x0FB6F901 // wr:7+4, rd:27; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x0FF6FCFE // wr:7+2, rd:31; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1226FD00 // wr:9+1, rd:2; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1FDEFF00 // wr:15h+4, rd:29; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x0CA700FE // wr:6+2, rd:10; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x89 0x1F370205 // wr:15+2, rd:19; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x03870CFF // wr:1+0, rd:24; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x11A71E01 // wr:8+2, rd:26; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x14B71FFD // wr:10+1, rd:11; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x1E672000 // wr:15+1, rd:6; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x13EF21FF // wr:9h+0, rd:30; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x154735FD // wr:10+0, rd:20; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x1ACF3600 // wr:13h+2, rd:12; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x89 0x125F3DFD // wr:9h+2, rd:5; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x07EF3FFE // wr:3h+1, rd:30; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1AB740FD // wr:13+0, rd:11; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x10FF4105 // wr:8h+4, rd:15; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x16D746FD // wr:11+0, rd:13; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x89 0x0C374801 // wr:6+2, rd:3; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x09AF4AFD // wr:4h+0, rd:26; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x1FFF4EFD // wr:15h+4, rd:31; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x057F5005 // wr:2h+0, rd:23; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x169F53FE // wr:11h+1, rd:9; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x1EAF5500 // wr:15h+0, rd:10; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x17E75701 // wr:11+4, rd:30; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x12A759FF // wr:9+4, rd:10; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x19875A05 // wr:12+0, rd:24; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x04A75EFD // wr:2+4, rd:10; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x04675FFD // wr:2+2, rd:6; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x16676105 // wr:11+2, rd:6; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x1EB76C00 // wr:15+4, rd:11; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0E577005 // wr:7+0, rd:5; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x02F77605 // wr:1+0, rd:15; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0B5F79FD // wr:5h+0, rd:21; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x193F7AFE // wr:12h+2, rd:19; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x07D77EFD // wr:3+0, rd:29; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x89 0x1C2F7FFD // wr:14h+2, rd:2; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x15178000 // wr:10+0, rd:17; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x1F3F8101 // wr:15h+1, rd:19; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x09F78501 // wr:4+0, rd:31; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x0E3787FD // wr:7+0, rd:3; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x0AC79105 // wr:5+1, rd:12; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x109 0x071794FD // wr:3+4, rd:17; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x0F6F95FF // wr:7h+0, rd:22; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x1D4F9900 // wr:14h+0, rd:20; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x119F9EFF // wr:8h+4, rd:25; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x89 0x16679F05 // wr:11+2, rd:6; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x024FA1FF // wr:1h+1, rd:4; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x109 0x09B7A701 // wr:4+4, rd:27; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x49 0x1747AA00 // wr:11+1, rd:20; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0BB7ACFE // wr:5+1, rd:27; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x020FB3FE // wr:1h+0, rd:0; hdc.dcro; ?
send (1|M0) r10 r20 0x9 0x1257B5FE // wr:9+0, rd:5; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x02AFBFFE // wr:1h+0, rd:10; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x02BFC0FF // wr:1h+0, rd:11; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x1687C701 // wr:11+0, rd:8; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x0C0FC905 // wr:6h+4, rd:0; hdc.dcro; ?
send (4|M0) r10 r20 0x9 0x156FCBFE // wr:10h+0, rd:22; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x109 0x0FA7CDFE // wr:7+4, rd:26; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x109 0x1AAFD1FD // wr:13h+4, rd:10; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x49 0x1BE7DB05 // wr:13+1, rd:30; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x0B9FDEFE // wr:5h+1, rd:25; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x49 0x0D57E105 // wr:6+1, rd:21; hdc.dcro; ?
send (16|M0) r10 r20 0x9 0x0F67E305 // wr:7+0, rd:22; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x49 0x116FEAFD // wr:8h+1, rd:22; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x0887F6FE // wr:4+0, rd:8; hdc.dcro; ?
sends (1|M0) r10:ud r20 r40 0x109 0x182FFCFD // wr:12h+4, rd:2; hdc.dcro; ?
send (2|M0) r10 r20 0x9 0x0C7FFFFE // wr:6h+0, rd:7; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x1A3000FF // wr:13+1, rd:3; hdc.dc0; oword block read x1
send (4|M0) r10 r20 0xA 0x068006FF // wr:3+0, rd:8; hdc.dc0; oword block read x0
sends (1|M0) r10:ud r20 r40 0x10A 0x1C9C0900 // wr:14h+4, rd:9; hdc.dc0; hword scratch block read x1
send (1|M0) r10 r20 0xA 0x130C0FFE // wr:9h+0, rd:16; hdc.dc0; hword scratch block read x1
sends (8|M0) r10:ud r20 r40 0x10A 0x11A81100 // wr:8h+4, rd:26; hdc.dc0; oword block read x1H
sends (8|M0) r10:ud r20 r40 0x8A 0x1DC81801 // wr:14h+2, rd:28; hdc.dc0; oword block read x1
send (4|M0) r10 r20 0xA 0x0A881C05 // wr:5h+0, rd:8; hdc.dc0; oword block read x8
send (4|M0) r10 r20 0xA 0x1AC01E01 // wr:13+0, rd:12; hdc.dc0; oword block read x0
sends (16|M0) r10:ud r20 r40 0x10A 0x12601FFD // wr:9+4, rd:6; hdc.dc0; oword block read x0
sends (8|M0) r10:ud r20 r40 0x8A 0x0A8020FF // wr:5+2, rd:8; hdc.dc0; oword block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x12B021FD // wr:9+1, rd:11; hdc.dc0; oword block read x1H
sends (16|M0) r10:ud r20 r40 0x4A 0x03582AFF // wr:1h+1, rd:21; hdc.dc0; oword block read x2
sends (1|M0) r10:ud r20 r40 0x8A 0x14982BFF // wr:10h+2, rd:9; hdc.dc0; oword block read x4
sends (16|M0) r10:ud r20 r40 0x10A 0x07F832FD // wr:3h+4, rd:31; hdc.dc0; oword block read x2
sends (4|M0) r10:ud r20 r40 0x4A 0x0FC839FE // wr:7h+1, rd:28; hdc.dc0; oword block read x1H
sends (1|M0) r10:ud r20 r40 0x4A 0x04583A00 // wr:2h+1, rd:5; hdc.dc0; oword block read x2
sends (2|M0) r10:ud r20 r40 0x10A 0x17A83CFF // wr:11h+4, rd:26; hdc.dc0; oword block read x8
send (1|M0) r10 r20 0xA 0x1CA03FFD // wr:14+0, rd:10; hdc.dc0; oword block read x0
sends (4|M0) r10:ud r20 r40 0x10A 0x0F404005 // wr:7+4, rd:20; hdc.dc0; oword aligned block read x1
send (2|M0) r10 r20 0xA 0x16C84B05 // wr:11h+0, rd:12; hdc.dc0; oword aligned block read x4
send (4|M0) r10 r20 0xA 0x0D104C05 // wr:6+0, rd:17; hdc.dc0; oword aligned block read x8
sends (16|M0) r10:ud r20 r40 0x10A 0x0BB851FF // wr:5h+4, rd:27; hdc.dc0; oword aligned block read x1H
sends (4|M0) r10:ud r20 r40 0x4A 0x156455FE // wr:10+1, rd:22; hdc.dc0; hword scratch block read x2
send (2|M0) r10 r20 0xA 0x1BA057FE // wr:13+0, rd:26; hdc.dc0; oword aligned block read x0
sends (1|M0) r10:ud r20 r40 0x8A 0x09985A05 // wr:4h+2, rd:25; hdc.dc0; oword aligned block read x2
sends (2|M0) r10:ud r20 r40 0x4A 0x0CA05EFE // wr:6+1, rd:10; hdc.dc0; oword aligned block read x0
sends (8|M0) r10:ud r20 r40 0x10A 0x05706100 // wr:2+4, rd:23; hdc.dc0; oword aligned block read x1H
send (8|M0) r10 r20 0xA 0x0D506505 // wr:6+0, rd:21; hdc.dc0; oword aligned block read x16
sends (4|M0) r10:ud r20 r40 0x4A 0x03F066FE // wr:1+1, rd:31; hdc.dc0; oword aligned block read x0
send (1|M0) r10 r20 0xA 0x1E806E00 // wr:15+0, rd:8; hdc.dc0; oword aligned block read x0
send (8|M0) r10 r20 0xA 0x05D06FFE // wr:2+0, rd:29; hdc.dc0; oword aligned block read x0
send (1|M0) r10 r20 0xA 0x1E207000 // wr:15+0, rd:2; hdc.dc0; oword aligned block read x1
sends (16|M0) r10:ud r20 r40 0x8A 0x1B4077FD // wr:13+2, rd:20; hdc.dc0; oword aligned block read x0
send (1|M0) r10 r20 0xA 0x08FC78FE // wr:4h+0, rd:15; hdc.dc0; hword scratch block read x8
send (4|M0) r10 r20 0xA 0x18287AFD // wr:12h+0, rd:2; hdc.dc0; oword aligned block read x2
sends (4|M0) r10:ud r20 r40 0x8A 0x04007C00 // wr:2+2, rd:0; hdc.dc0; oword aligned block read x8
sends (16|M0) r10:ud r20 r40 0x4A 0x1A687DFF // wr:13h+1, rd:6; hdc.dc0; oword aligned block read x16
send (8|M0) r10 r20 0xA 0x0CEC7E01 // wr:6h+0, rd:14; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x8A 0x0B287F00 // wr:5h+2, rd:18; hdc.dc0; oword aligned block read x0
send (2|M0) r10 r20 0xA 0x18988001 // wr:12h+0, rd:9; hdc.dc0; oword dual block read
sends (16|M0) r10:ud r20 r40 0x8A 0x1ED08901 // wr:15+2, rd:13; hdc.dc0; oword dual block read
sends (16|M0) r10:ud r20 r40 0x10A 0x1F188A01 // wr:15h+4, rd:17; hdc.dc0; oword dual block read
sends (1|M0) r10:ud r20 r40 0x8A 0x025090FF // wr:1+2, rd:5; hdc.dc0; oword dual block read
sends (4|M0) r10:ud r20 r40 0x8A 0x1DC89105 // wr:14h+2, rd:28; hdc.dc0; oword dual block read
sends (1|M0) r10:ud r20 r40 0x4A 0x09189BFE // wr:4h+1, rd:17; hdc.dc0; oword dual block read
send (4|M0) r10 r20 0xA 0x13189D01 // wr:9h+0, rd:17; hdc.dc0; oword dual block read
sends (8|M0) r10:ud r20 r40 0x8A 0x12989EFE // wr:9h+2, rd:9; hdc.dc0; oword dual block read
sends (16|M0) r10:ud r20 r40 0x8A 0x12F8A100 // wr:9h+2, rd:15; hdc.dc0; oword dual block read
sends (2|M0) r10:ud r20 r40 0x4A 0x03E0B100 // wr:1+1, rd:30; hdc.dc0; oword dual block read
send (8|M0) r10 r20 0xA 0x0BA8B3FF // wr:5h+0, rd:26; hdc.dc0; oword dual block read
send (2|M0) r10 r20 0xA 0x0ACCB8FE // wr:5h+0, rd:12; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x8A 0x1BB0BFFE // wr:13+2, rd:27; hdc.dc0; oword dual block read
send (1|M0) r10 r20 0xA 0x19C8C0FD // wr:12h+0, rd:28; hdc.dc0; dword gathering read
sends (2|M0) r10:ud r20 r40 0x4A 0x0D48C301 // wr:6h+1, rd:20; hdc.dc0; dword gathering read
send (2|M0) r10 r20 0xA 0x1EB0C905 // wr:15+0, rd:11; hdc.dc0; dword gathering read x4
sends (2|M0) r10:ud r20 r40 0x10A 0x04A8CF00 // wr:2h+4, rd:10; hdc.dc0; dword gathering read x8
sends (8|M0) r10:ud r20 r40 0x4A 0x0A70D300 // wr:5+1, rd:7; hdc.dc0; dword gathering read
sends (2|M0) r10:ud r20 r40 0x10A 0x1318D9FD // wr:9h+4, rd:17; hdc.dc0; dword gathering read x4
send (8|M0) r10 r20 0xA 0x19D0DB00 // wr:12+0, rd:29; hdc.dc0; dword gathering read x4
sends (16|M0) r10:ud r20 r40 0x4A 0x04F0DE01 // wr:2+1, rd:15; hdc.dc0; dword gathering read x8
sends (2|M0) r10:ud r20 r40 0x10A 0x1AC8DFFF // wr:13h+4, rd:12; hdc.dc0; dword gathering read x8
send (1|M0) r10 r20 0xA 0x19B0E101 // wr:12+0, rd:27; hdc.dc0; dword gathering read
sends (2|M0) r10:ud r20 r40 0x4A 0x1F88E4FE // wr:15h+1, rd:24; hdc.dc0; dword gathering read x2
sends (1|M0) r10:ud r20 r40 0x10A 0x0400E5FF // wr:2+4, rd:0; hdc.dc0; dword gathering read x2
sends (8|M0) r10:ud r20 r40 0x4A 0x1DD0E6FF // wr:14+1, rd:29; hdc.dc0; dword gathering read x2
send (4|M0) r10 r20 0xA 0x1D20E701 // wr:14+0, rd:18; hdc.dc0; dword gathering read x2
sends (1|M0) r10:ud r20 r40 0x4A 0x1850E800 // wr:12+1, rd:5; hdc.dc0; dword gathering read x4
send (4|M0) r10 r20 0xA 0x16C8EA05 // wr:11h+0, rd:12; hdc.dc0; dword gathering read x4
sends (16|M0) r10:ud r20 r40 0x8A 0x0BC0EE05 // wr:5+2, rd:28; hdc.dc0; dword gathering read x8
sends (16|M0) r10:ud r20 r40 0x10A 0x14DCF000 // wr:10h+4, rd:13; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x10A 0x1CA0F300 // wr:14+4, rd:10; hdc.dc0; dword gathering read
sends (2|M0) r10:ud r20 r40 0x8A 0x0A0CFF05 // wr:5h+2, rd:0; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x8A 0x1FF500FF // wr:15+2, rd:31; hdc.dc0; hword scratch block read x1
send (2|M0) r10 r20 0xA 0x0D610205 // wr:6+0, rd:22; hdc.dc0; byte gathering read 8b
sends (8|M0) r10:ud r20 r40 0x4A 0x16890300 // wr:11h+1, rd:8; hdc.dc0; byte gathering read 8b
send (1|M0) r10 r20 0xA 0x16610CFF // wr:11+0, rd:6; hdc.dc0; byte gathering read
send (8|M0) r10 r20 0xA 0x130110FF // wr:9+0, rd:16; hdc.dc0; byte gathering read 8b
send (4|M0) r10 r20 0xA 0x0EA91101 // wr:7h+0, rd:10; hdc.dc0; byte gathering read 8b
send (4|M0) r10 r20 0xA 0x164912FD // wr:11h+0, rd:4; hdc.dc0; byte gathering read 8b
send (8|M0) r10 r20 0xA 0x07591405 // wr:3h+0, rd:21; hdc.dc0; byte gathering read 16b
sends (1|M0) r10:ud r20 r40 0x8A 0x174916FE // wr:11h+2, rd:20; hdc.dc0; byte gathering read 16b
sends (16|M0) r10:ud r20 r40 0x8A 0x17211CFE // wr:11+2, rd:18; hdc.dc0; byte gathering read
send (16|M0) r10 r20 0xA 0x0A491EFE // wr:5h+0, rd:4; hdc.dc0; byte gathering read
sends (16|M0) r10:ud r20 r40 0x8A 0x19192105 // wr:12h+2, rd:17; hdc.dc0; byte gathering read 8b
sends (1|M0) r10:ud r20 r40 0x10A 0x05F922FF // wr:2h+4, rd:31; hdc.dc0; byte gathering read 8b
send (8|M0) r10 r20 0xA 0x16312DFE // wr:11+0, rd:3; hdc.dc0; byte gathering read
sends (8|M0) r10:ud r20 r40 0x8A 0x13693605 // wr:9h+2, rd:22; hdc.dc0; byte gathering read 16b
send (8|M0) r10 r20 0xA 0x16313705 // wr:11+0, rd:3; hdc.dc0; byte gathering read 16b
send (4|M0) r10 r20 0xA 0x12893A01 // wr:9h+0, rd:8; hdc.dc0; byte gathering read 32b
send (16|M0) r10 r20 0xA 0x0AB13C00 // wr:5+0, rd:11; hdc.dc0; byte gathering read
sends (4|M0) r10:ud r20 r40 0x8A 0x14A53F05 // wr:10+2, rd:10; hdc.dc0; hword scratch block read x8
send (1|M0) r10 r20 0xA 0x05B940FD // wr:2h+0, rd:27; hdc.dc0; qword gathering read
sends (4|M0) r10:ud r20 r40 0x10A 0x0C594501 // wr:6h+4, rd:5; hdc.dc0; qword gathering read
send (2|M0) r10 r20 0xA 0x121948FF // wr:9h+0, rd:1; hdc.dc0; qword gathering read
send (16|M0) r10 r20 0xA 0x18594AFE // wr:12h+0, rd:5; hdc.dc0; qword gathering read
send (16|M0) r10 r20 0xA 0x06E94E00 // wr:3h+0, rd:14; hdc.dc0; qword gathering read
send (16|M0) r10 r20 0xA 0x0A2158FF // wr:5+0, rd:2; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x10A 0x19995901 // wr:12h+4, rd:25; hdc.dc0; qword gathering read
sends (1|M0) r10:ud r20 r40 0x4A 0x18E95B01 // wr:12h+1, rd:14; hdc.dc0; qword gathering read
sends (8|M0) r10:ud r20 r40 0x10A 0x06C55C05 // wr:3+4, rd:12; hdc.dc0; hword scratch block read x2
send (2|M0) r10 r20 0xA 0x1D755E00 // wr:14+0, rd:23; hdc.dc0; hword scratch block read x2
send (4|M0) r10 r20 0xA 0x1E0961FD // wr:15h+0, rd:0; hdc.dc0; qword gathering read
sends (1|M0) r10:ud r20 r40 0x10A 0x1C396900 // wr:14h+4, rd:3; hdc.dc0; qword gathering read
sends (8|M0) r10:ud r20 r40 0x10A 0x0E916AFE // wr:7+4, rd:9; hdc.dc0; qword gathering read
send (2|M0) r10 r20 0xA 0x0EA979FF // wr:7h+0, rd:10; hdc.dc0; qword gathering read
sends (8|M0) r10:ud r20 r40 0x4A 0x1AE97F05 // wr:13h+1, rd:14; hdc.dc0; qword gathering read
send (2|M0) r10 r20 0xA 0x113980FD // wr:8h+0, rd:19; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x4A 0x0D018300 // wr:6+1, rd:16; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x10A 0x115989FD // wr:8h+4, rd:21; hdc.dc0; ?
sends (8|M0) r10:ud r20 r40 0x10A 0x18318D05 // wr:12+4, rd:3; hdc.dc0; ?
sends (8|M0) r10:ud r20 r40 0x10A 0x04B19300 // wr:2+4, rd:11; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x8A 0x119195FE // wr:8+2, rd:25; hdc.dc0; ?
sends (4|M0) r10:ud r20 r40 0x4A 0x1D1197FD // wr:14+1, rd:17; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x07A598FF // wr:3+0, rd:26; hdc.dc0; hword scratch block read x2
sends (2|M0) r10:ud r20 r40 0x4A 0x05A19E00 // wr:2+1, rd:26; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x8A 0x0B51A0FE // wr:5+2, rd:21; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x10A 0x1FB1A100 // wr:15+4, rd:27; hdc.dc0; ?
send (2|M0) r10 r20 0xA 0x1571A3FE // wr:10+0, rd:23; hdc.dc0; ?
send (8|M0) r10 r20 0xA 0x0A09A600 // wr:5h+0, rd:0; hdc.dc0; ?
sends (4|M0) r10:ud r20 r40 0x8A 0x0FE9A7FE // wr:7h+2, rd:30; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x0B75B400 // wr:5+0, rd:23; hdc.dc0; hword scratch block read x8
send (16|M0) r10 r20 0xA 0x0A21B7FF // wr:5+0, rd:2; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x10A 0x0659B8FD // wr:3h+4, rd:5; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x10A 0x0699B905 // wr:3h+4, rd:9; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x0545BC00 // wr:2+0, rd:20; hdc.dc0; hword scratch block read x8
send (1|M0) r10 r20 0xA 0x0AA9BFFE // wr:5h+0, rd:10; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x8A 0x11E9C0FE // wr:8h+2, rd:30; hdc.dc0; SLM fence
sends (16|M0) r10:ud r20 r40 0x8A 0x0499C3FF // wr:2h+2, rd:9; hdc.dc0; ?
sends (8|M0) r10:ud r20 r40 0x4A 0x068DC400 // wr:3h+1, rd:8; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x10A 0x0501C6FE // wr:2+4, rd:16; hdc.dc0; SLM fence
send (8|M0) r10 r20 0xA 0x16A9C705 // wr:11h+0, rd:10; hdc.dc0; ?
sends (8|M0) r10:ud r20 r40 0x10A 0x08D9D1FE // wr:4h+4, rd:13; hdc.dc0; SLM fence
send (4|M0) r10 r20 0xA 0x1A31D900 // wr:13+0, rd:3; hdc.dc0; global fence flushing L1 L3 r/w data constant data
send (4|M0) r10 r20 0xA 0x1249DA01 // wr:9h+0, rd:4; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x8A 0x13A1DEFF // wr:9+2, rd:26; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x4A 0x1BF9E105 // wr:13h+1, rd:31; hdc.dc0; synchronized 
sends (8|M0) r10:ud r20 r40 0x4A 0x14D1E301 // wr:10+1, rd:13; hdc.dc0; synchronized 
send (8|M0) r10 r20 0xA 0x0661F005 // wr:3+0, rd:6; hdc.dc0; synchronized 
sends (4|M0) r10:ud r20 r40 0x4A 0x1991F2FF // wr:12+1, rd:25; hdc.dc0; synchronized 
send (1|M0) r10 r20 0xA 0x1B99F8FD // wr:13h+0, rd:25; hdc.dc0; synchronized 
sends (16|M0) r10:ud r20 r40 0x8A 0x0425FBFD // wr:2+2, rd:2; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x8A 0x0ACDFF00 // wr:5h+2, rd:12; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x8A 0x113200FD // wr:8+2, rd:19; hdc.dc0; oword block write x1
send (16|M0) r10 r20 0xA 0x054E02FE // wr:2h+0, rd:20; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x10A 0x1B820401 // wr:13+4, rd:24; hdc.dc0; oword block write x8
sends (16|M0) r10:ud r20 r40 0x8A 0x07B207FF // wr:3+2, rd:27; hdc.dc0; oword block write x0
send (2|M0) r10 r20 0xA 0x06B20A00 // wr:3+0, rd:11; hdc.dc0; oword block write x2
send (8|M0) r10 r20 0xA 0x1E6A0D00 // wr:15h+0, rd:6; hdc.dc0; oword block write x16
sends (2|M0) r10:ud r20 r40 0x8A 0x079215FF // wr:3+2, rd:25; hdc.dc0; oword block write x16
sends (2|M0) r10:ud r20 r40 0x10A 0x06221C05 // wr:3+4, rd:2; hdc.dc0; oword block write x8
sends (16|M0) r10:ud r20 r40 0x10A 0x0C6A1E01 // wr:6h+4, rd:6; hdc.dc0; oword block write x0
send (8|M0) r10 r20 0xA 0x14FA1F00 // wr:10h+0, rd:15; hdc.dc0; oword block write x0
send (2|M0) r10 r20 0xA 0x105221FD // wr:8+0, rd:5; hdc.dc0; oword block write x1H
sends (4|M0) r10:ud r20 r40 0x8A 0x09FA2700 // wr:4h+2, rd:31; hdc.dc0; oword block write x0
sends (16|M0) r10:ud r20 r40 0x8A 0x0ECA2DFE // wr:7h+2, rd:12; hdc.dc0; oword block write x16
sends (1|M0) r10:ud r20 r40 0x4A 0x080237FE // wr:4+1, rd:0; hdc.dc0; oword block write x0
sends (8|M0) r10:ud r20 r40 0x4A 0x172A3DFF // wr:11h+1, rd:18; hdc.dc0; oword block write x16
send (4|M0) r10 r20 0xA 0x11A23FFF // wr:8+0, rd:26; hdc.dc0; oword block write x0
sends (8|M0) r10:ud r20 r40 0x10A 0x1FFA40FD // wr:15h+4, rd:31; hdc.dc0; hword aligned block write x1
send (1|M0) r10 r20 0xA 0x0DE243FD // wr:6+0, rd:30; hdc.dc0; hword aligned block write x4
sends (1|M0) r10:ud r20 r40 0x4A 0x157245FF // wr:10+1, rd:23; hdc.dc0; hword aligned block write x16
send (8|M0) r10 r20 0xA 0x182A4605 // wr:12h+0, rd:2; hdc.dc0; hword aligned block write x0
sends (2|M0) r10:ud r20 r40 0x10A 0x1F3A49FE // wr:15h+4, rd:19; hdc.dc0; hword aligned block write x1H
sends (8|M0) r10:ud r20 r40 0x10A 0x09CA4DFE // wr:4h+4, rd:28; hdc.dc0; hword aligned block write x16
sends (16|M0) r10:ud r20 r40 0x4A 0x1D425105 // wr:14+1, rd:20; hdc.dc0; hword aligned block write x1H
sends (2|M0) r10:ud r20 r40 0x4A 0x0ED25705 // wr:7+1, rd:13; hdc.dc0; hword aligned block write x0
sends (2|M0) r10:ud r20 r40 0x4A 0x13925DFE // wr:9+1, rd:25; hdc.dc0; hword aligned block write x16
send (2|M0) r10 r20 0xA 0x0ADA5E01 // wr:5h+0, rd:13; hdc.dc0; hword aligned block write x0
send (4|M0) r10 r20 0xA 0x0CB26005 // wr:6+0, rd:11; hdc.dc0; hword aligned block write x1
sends (8|M0) r10:ud r20 r40 0x10A 0x020A61FE // wr:1h+4, rd:0; hdc.dc0; hword aligned block write x1H
send (16|M0) r10 r20 0xA 0x025A62FD // wr:1h+0, rd:5; hdc.dc0; hword aligned block write x2
send (8|M0) r10 r20 0xA 0x038A6DFE // wr:1h+0, rd:24; hdc.dc0; hword aligned block write x16
send (1|M0) r10 r20 0xA 0x02FA7700 // wr:1h+0, rd:15; hdc.dc0; hword aligned block write x0
send (4|M0) r10 r20 0xA 0x0AC27BFE // wr:5+0, rd:12; hdc.dc0; hword aligned block write x4
sends (16|M0) r10:ud r20 r40 0x8A 0x145A7C01 // wr:10h+2, rd:5; hdc.dc0; hword aligned block write x8
sends (2|M0) r10:ud r20 r40 0x4A 0x10CA7FFE // wr:8h+1, rd:12; hdc.dc0; hword aligned block write x0
send (2|M0) r10 r20 0xA 0x082A80FD // wr:4h+0, rd:2; hdc.dc0; oword dual block write
sends (2|M0) r10:ud r20 r40 0x8A 0x05628801 // wr:2+2, rd:22; hdc.dc0; oword dual block write
sends (2|M0) r10:ud r20 r40 0x8A 0x09768CFF // wr:4+2, rd:23; hdc.dc0; hword scratch block write x1
send (4|M0) r10 r20 0xA 0x154A8D01 // wr:10h+0, rd:20; hdc.dc0; oword dual block write
send (8|M0) r10 r20 0xA 0x0F2A8F00 // wr:7h+0, rd:18; hdc.dc0; oword dual block write
send (4|M0) r10 r20 0xA 0x09FA9101 // wr:4h+0, rd:31; hdc.dc0; oword dual block write
sends (1|M0) r10:ud r20 r40 0x4A 0x0D8298FF // wr:6+1, rd:24; hdc.dc0; oword dual block write
send (16|M0) r10 r20 0xA 0x150A9B05 // wr:10h+0, rd:16; hdc.dc0; oword dual block write
sends (4|M0) r10:ud r20 r40 0x10A 0x0E8A9D00 // wr:7h+4, rd:8; hdc.dc0; oword dual block write
sends (16|M0) r10:ud r20 r40 0x4A 0x02529EFE // wr:1+1, rd:5; hdc.dc0; oword dual block write
send (1|M0) r10 r20 0xA 0x038EA000 // wr:1h+0, rd:24; hdc.dc0; hword scratch block write x4
send (4|M0) r10 r20 0xA 0x14BAA1FD // wr:10h+0, rd:11; hdc.dc0; oword dual block write
send (4|M0) r10 r20 0xA 0x1F22A8FD // wr:15+0, rd:18; hdc.dc0; oword dual block write
sends (2|M0) r10:ud r20 r40 0x10A 0x0416AE05 // wr:2+4, rd:1; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x4A 0x10E2B100 // wr:8+1, rd:14; hdc.dc0; oword dual block write
send (2|M0) r10 r20 0xA 0x07CAB201 // wr:3h+0, rd:28; hdc.dc0; oword dual block write
send (4|M0) r10 r20 0xA 0x1A4AB400 // wr:13h+0, rd:4; hdc.dc0; oword dual block write
sends (2|M0) r10:ud r20 r40 0x8A 0x0AEAB901 // wr:5h+2, rd:14; hdc.dc0; oword dual block write
send (16|M0) r10 r20 0xA 0x0CA2BB01 // wr:6+0, rd:10; hdc.dc0; oword dual block write
send (4|M0) r10 r20 0xA 0x053ABDFD // wr:2h+0, rd:19; hdc.dc0; oword dual block write
sends (4|M0) r10:ud r20 r40 0x10A 0x1932BF01 // wr:12+4, rd:19; hdc.dc0; oword dual block write
send (4|M0) r10 r20 0xA 0x1D6AC0FE // wr:14h+0, rd:22; hdc.dc0; dword scattering write
send (16|M0) r10 r20 0xA 0x125AC6FE // wr:9h+0, rd:5; hdc.dc0; dword scattering write x2
send (4|M0) r10 r20 0xA 0x050AC9FD // wr:2h+0, rd:16; hdc.dc0; dword scattering write x4
sends (16|M0) r10:ud r20 r40 0x4A 0x1ED2CA05 // wr:15+1, rd:13; hdc.dc0; dword scattering write x4
sends (16|M0) r10:ud r20 r40 0x4A 0x191ACCFD // wr:12h+1, rd:17; hdc.dc0; dword scattering write x8
sends (4|M0) r10:ud r20 r40 0x10A 0x0232D8FF // wr:1+4, rd:3; hdc.dc0; dword scattering write x4
sends (1|M0) r10:ud r20 r40 0x4A 0x087ADC00 // wr:4h+1, rd:7; hdc.dc0; dword scattering write x8
sends (8|M0) r10:ud r20 r40 0x8A 0x0C3ADEFE // wr:6h+2, rd:3; hdc.dc0; dword scattering write x8
send (8|M0) r10 r20 0xA 0x1D22E1FE // wr:14+0, rd:18; hdc.dc0; dword scattering write
sends (1|M0) r10:ud r20 r40 0x4A 0x138EE2FD // wr:9h+1, rd:24; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x10A 0x102AF001 // wr:8h+4, rd:2; hdc.dc0; dword scattering write
sends (16|M0) r10:ud r20 r40 0x4A 0x1B02F6FF // wr:13+1, rd:16; hdc.dc0; dword scattering write x2
sends (2|M0) r10:ud r20 r40 0x8A 0x1022F801 // wr:8+2, rd:2; hdc.dc0; dword scattering write x4
send (16|M0) r10 r20 0xA 0x0A12FCFF // wr:5+0, rd:1; hdc.dc0; dword scattering write x8
send (4|M0) r10 r20 0xA 0x0E56FD00 // wr:7+0, rd:5; hdc.dc0; hword scratch block write x8
sends (8|M0) r10:ud r20 r40 0x10A 0x184EFFFD // wr:12h+4, rd:4; hdc.dc0; hword scratch block write x8
sends (8|M0) r10:ud r20 r40 0x10A 0x1BE30005 // wr:13+4, rd:30; hdc.dc0; byte scattering write 8b
sends (8|M0) r10:ud r20 r40 0x4A 0x03AB0500 // wr:1h+1, rd:26; hdc.dc0; byte scattering write 16b
sends (16|M0) r10:ud r20 r40 0x8A 0x081309FF // wr:4+2, rd:1; hdc.dc0; byte scattering write 32b
sends (4|M0) r10:ud r20 r40 0x10A 0x05E31001 // wr:2+4, rd:30; hdc.dc0; byte scattering write 8b
sends (1|M0) r10:ud r20 r40 0x4A 0x1C4315FF // wr:14+1, rd:4; hdc.dc0; byte scattering write 16b
send (1|M0) r10 r20 0xA 0x023B1600 // wr:1h+0, rd:3; hdc.dc0; byte scattering write 16b
send (16|M0) r10 r20 0xA 0x1A8318FF // wr:13+0, rd:8; hdc.dc0; byte scattering write 32b
sends (1|M0) r10:ud r20 r40 0x10A 0x030B1CFD // wr:1h+4, rd:16; hdc.dc0; byte scattering write
send (16|M0) r10 r20 0xA 0x0DAF1E00 // wr:6h+0, rd:26; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x10A 0x12731FFF // wr:9+4, rd:7; hdc.dc0; byte scattering write
send (8|M0) r10 r20 0xA 0x16E32101 // wr:11+0, rd:14; hdc.dc0; byte scattering write 8b
sends (2|M0) r10:ud r20 r40 0x10A 0x12FB27FD // wr:9h+4, rd:15; hdc.dc0; byte scattering write 16b
send (4|M0) r10 r20 0xA 0x160B28FD // wr:11h+0, rd:0; hdc.dc0; byte scattering write 32b
send (4|M0) r10 r20 0xA 0x0A6F2BFD // wr:5h+0, rd:6; hdc.dc0; hword scratch block write x4
sends (4|M0) r10:ud r20 r40 0x8A 0x10F33605 // wr:8+2, rd:15; hdc.dc0; byte scattering write 16b
send (2|M0) r10 r20 0xA 0x1F2B38FE // wr:15h+0, rd:18; hdc.dc0; byte scattering write 32b
sends (4|M0) r10:ud r20 r40 0x4A 0x08DB3A01 // wr:4h+1, rd:13; hdc.dc0; byte scattering write 32b
send (2|M0) r10 r20 0xA 0x18333F00 // wr:12+0, rd:3; hdc.dc0; byte scattering write
sends (2|M0) r10:ud r20 r40 0x4A 0x02CF40FD // wr:1h+1, rd:12; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x8A 0x19834105 // wr:12+2, rd:24; hdc.dc0; qword gathering read
sends (1|M0) r10:ud r20 r40 0x10A 0x145B4205 // wr:10h+4, rd:5; hdc.dc0; qword gathering read
send (16|M0) r10 r20 0xA 0x097745FD // wr:4+0, rd:23; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x10A 0x0FA34600 // wr:7+4, rd:26; hdc.dc0; qword gathering read
sends (8|M0) r10:ud r20 r40 0x10A 0x0AE34B01 // wr:5+4, rd:14; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x10A 0x14334CFF // wr:10+4, rd:3; hdc.dc0; qword gathering read
send (2|M0) r10 r20 0xA 0x089B4DFD // wr:4h+0, rd:9; hdc.dc0; qword gathering read
send (1|M0) r10 r20 0xA 0x14534EFE // wr:10+0, rd:5; hdc.dc0; qword gathering read
sends (4|M0) r10:ud r20 r40 0x4A 0x063B57FF // wr:3h+1, rd:3; hdc.dc0; qword gathering read
send (1|M0) r10 r20 0xA 0x065B5801 // wr:3h+0, rd:5; hdc.dc0; qword gathering read
send (1|M0) r10 r20 0xA 0x17235E01 // wr:11+0, rd:18; hdc.dc0; qword gathering read
sends (1|M0) r10:ud r20 r40 0x8A 0x06936001 // wr:3+2, rd:9; hdc.dc0; qword gathering read
send (8|M0) r10 r20 0xA 0x1EF361FD // wr:15+0, rd:15; hdc.dc0; qword gathering read
sends (4|M0) r10:ud r20 r40 0x8A 0x071B69FE // wr:3h+2, rd:17; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x10A 0x14736BFE // wr:10+4, rd:7; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x8A 0x02B36E00 // wr:1+2, rd:11; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x4A 0x14C370FD // wr:10+1, rd:12; hdc.dc0; qword gathering read
send (8|M0) r10 r20 0xA 0x1DD372FD // wr:14+0, rd:29; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x8A 0x061378FD // wr:3+2, rd:1; hdc.dc0; qword gathering read
send (8|M0) r10 r20 0xA 0x18BB7FFF // wr:12h+0, rd:11; hdc.dc0; qword gathering read
sends (1|M0) r10:ud r20 r40 0x8A 0x0FCF80FE // wr:7h+2, rd:28; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x8A 0x13538201 // wr:9+2, rd:21; hdc.dc0; ?
send (2|M0) r10 r20 0xA 0x0BBB84FE // wr:5h+0, rd:27; hdc.dc0; ?
send (8|M0) r10 r20 0xA 0x058B85FE // wr:2h+0, rd:24; hdc.dc0; ?
sends (4|M0) r10:ud r20 r40 0x10A 0x04F389FE // wr:2+4, rd:15; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x1CFB8EFD // wr:14h+0, rd:15; hdc.dc0; ?
sends (4|M0) r10:ud r20 r40 0x8A 0x079F94FF // wr:3h+2, rd:25; hdc.dc0; hword scratch block write x2
sends (1|M0) r10:ud r20 r40 0x4A 0x10839505 // wr:8+1, rd:8; hdc.dc0; ?
send (4|M0) r10 r20 0xA 0x030B97FF // wr:1h+0, rd:16; hdc.dc0; ?
send (2|M0) r10 r20 0xA 0x16AB9AFD // wr:11h+0, rd:10; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x10A 0x17539E01 // wr:11+4, rd:21; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x8A 0x043B9F05 // wr:2h+2, rd:3; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x8A 0x0ECBA100 // wr:7h+2, rd:12; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x0DE3A801 // wr:6+1, rd:30; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x4A 0x13BBB101 // wr:9h+1, rd:27; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x0C73B6FF // wr:6+0, rd:7; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x1503BC00 // wr:10+0, rd:16; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x1C67BF01 // wr:14+0, rd:6; hdc.dc0; hword scratch block write x8
send (1|M0) r10 r20 0xA 0x0C33C0FF // wr:6+0, rd:3; hdc.dc0; ?
send (2|M0) r10 r20 0xA 0x1AD7C601 // wr:13+0, rd:13; hdc.dc0; hword scratch block write x1
send (2|M0) r10 r20 0xA 0x0F9BC700 // wr:7h+0, rd:25; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x046FCFFF // wr:2h+1, rd:6; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x10A 0x1D53D2FD // wr:14+4, rd:21; hdc.dc0; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x081BD3FD // wr:4h+1, rd:1; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x0C6BD5FF // wr:6h+0, rd:6; hdc.dc0; ?
send (8|M0) r10 r20 0xA 0x1503DA05 // wr:10+0, rd:16; hdc.dc0; ?
sends (16|M0) r10:ud r20 r40 0x4A 0x0F6BDE00 // wr:7h+1, rd:22; hdc.dc0; ?
sends (4|M0) r10:ud r20 r40 0x8A 0x103FE100 // wr:8h+2, rd:3; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x8A 0x10DBE505 // wr:8h+2, rd:13; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x10A 0x1C6BF0FD // wr:14h+4, rd:6; hdc.dc0; ?
sends (1|M0) r10:ud r20 r40 0x4A 0x1FE3F505 // wr:15+1, rd:30; hdc.dc0; ?
send (8|M0) r10 r20 0xA 0x0D3BFFFE // wr:6h+0, rd:19; hdc.dc0; ?
send (1|M0) r10 r20 0xA 0x1B640000 // wr:13+0, rd:22; hdc.dc0; hword scratch block read x1
sends (1|M0) r10:ud r20 r40 0x4A 0x14C40501 // wr:10+1, rd:12; hdc.dc0; hword scratch block read x1
sends (16|M0) r10:ud r20 r40 0x8A 0x021C0B00 // wr:1h+2, rd:1; hdc.dc0; hword scratch block read x1
send (8|M0) r10 r20 0xA 0x0F041005 // wr:7+0, rd:16; hdc.dc0; hword scratch block read x2
sends (2|M0) r10:ud r20 r40 0x10A 0x15841100 // wr:10+4, rd:24; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x10A 0x152C1401 // wr:10h+4, rd:18; hdc.dc0; hword scratch block read x2
sends (2|M0) r10:ud r20 r40 0x8A 0x1B4C1701 // wr:13h+2, rd:20; hdc.dc0; hword scratch block read x2
send (2|M0) r10 r20 0xA 0x05B41D05 // wr:2+0, rd:27; hdc.dc0; hword scratch block read x2
sends (8|M0) r10:ud r20 r40 0x4A 0x1A241EFE // wr:13+1, rd:2; hdc.dc0; hword scratch block read x2
send (2|M0) r10 r20 0xA 0x1AF421FD // wr:13+0, rd:15; hdc.dc0; hword scratch block read x4
sends (4|M0) r10:ud r20 r40 0x10A 0x0FFC2201 // wr:7h+4, rd:31; hdc.dc0; hword scratch block read x4
sends (16|M0) r10:ud r20 r40 0x10A 0x0BBC2A01 // wr:5h+4, rd:27; hdc.dc0; hword scratch block read x4
sends (16|M0) r10:ud r20 r40 0x4A 0x17BC2EFD // wr:11h+1, rd:27; hdc.dc0; hword scratch block read x4
send (1|M0) r10 r20 0xA 0x031C30FF // wr:1h+0, rd:17; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x10A 0x060C34FF // wr:3h+4, rd:0; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x10A 0x03143FFF // wr:1+4, rd:17; hdc.dc0; hword scratch block read x8
send (1|M0) r10 r20 0xA 0x10C440FD // wr:8+0, rd:12; hdc.dc0; hword scratch block read x1
sends (1|M0) r10:ud r20 r40 0x4A 0x097C44FD // wr:4h+1, rd:23; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x8A 0x106C4501 // wr:8h+2, rd:6; hdc.dc0; hword scratch block read x1
send (16|M0) r10 r20 0xA 0x0F7C4B05 // wr:7h+0, rd:23; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x10A 0x077C4FFF // wr:3h+4, rd:23; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x10A 0x14D453FF // wr:10+4, rd:13; hdc.dc0; hword scratch block read x2
sends (4|M0) r10:ud r20 r40 0x4A 0x18BC5CFD // wr:12h+1, rd:11; hdc.dc0; hword scratch block read x2
sends (8|M0) r10:ud r20 r40 0x4A 0x04D45D00 // wr:2+1, rd:13; hdc.dc0; hword scratch block read x2
sends (8|M0) r10:ud r20 r40 0x4A 0x13DC5EFE // wr:9h+1, rd:29; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x4A 0x0D7C60FD // wr:6h+1, rd:23; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x4A 0x143461FF // wr:10+1, rd:3; hdc.dc0; hword scratch block read x4
sends (2|M0) r10:ud r20 r40 0x4A 0x0E8463FD // wr:7+1, rd:8; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x8A 0x184C64FE // wr:12h+2, rd:4; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x4A 0x116C65FF // wr:8h+1, rd:22; hdc.dc0; hword scratch block read x4
send (2|M0) r10 r20 0xA 0x054C6AFE // wr:2h+0, rd:20; hdc.dc0; hword scratch block read x4
sends (8|M0) r10:ud r20 r40 0x4A 0x1E6C6DFD // wr:15h+1, rd:6; hdc.dc0; hword scratch block read x4
send (4|M0) r10 r20 0xA 0x15646EFE // wr:10+0, rd:22; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x10A 0x0D9C71FE // wr:6h+4, rd:25; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x4A 0x0A8C7300 // wr:5h+1, rd:8; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x8A 0x1F5C7A00 // wr:15h+2, rd:21; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x8A 0x0D9C7FFD // wr:6h+2, rd:25; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x8A 0x1C1480FF // wr:14+2, rd:1; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x17748201 // wr:11+1, rd:23; hdc.dc0; hword scratch block read x1
send (1|M0) r10 r20 0xA 0x124C88FD // wr:9h+0, rd:4; hdc.dc0; hword scratch block read x1
sends (1|M0) r10:ud r20 r40 0x8A 0x14548AFD // wr:10+2, rd:5; hdc.dc0; hword scratch block read x1
send (4|M0) r10 r20 0xA 0x0A348BFE // wr:5+0, rd:3; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x03D48DFF // wr:1+1, rd:29; hdc.dc0; hword scratch block read x1
send (16|M0) r10 r20 0xA 0x12348E00 // wr:9+0, rd:3; hdc.dc0; hword scratch block read x1
send (2|M0) r10 r20 0xA 0x16DC8F01 // wr:11h+0, rd:13; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x06AC9C05 // wr:3h+1, rd:10; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x10A 0x0B849EFF // wr:5+4, rd:24; hdc.dc0; hword scratch block read x2
sends (16|M0) r10:ud r20 r40 0x8A 0x024CA1FD // wr:1h+2, rd:4; hdc.dc0; hword scratch block read x4
sends (8|M0) r10:ud r20 r40 0x4A 0x1324A5FE // wr:9+1, rd:18; hdc.dc0; hword scratch block read x4
send (8|M0) r10 r20 0xA 0x09A4A700 // wr:4+0, rd:26; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x10A 0x16B4A8FF // wr:11+4, rd:11; hdc.dc0; hword scratch block read x4
send (4|M0) r10 r20 0xA 0x0FCCAAFE // wr:7h+0, rd:28; hdc.dc0; hword scratch block read x4
send (16|M0) r10 r20 0xA 0x05F4AC01 // wr:2+0, rd:31; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x8A 0x0CA4AF01 // wr:6+2, rd:10; hdc.dc0; hword scratch block read x4
send (4|M0) r10 r20 0xA 0x16A4B6FF // wr:11+0, rd:10; hdc.dc0; hword scratch block read x8
send (4|M0) r10 r20 0xA 0x06A4B7FD // wr:3+0, rd:10; hdc.dc0; hword scratch block read x8
send (16|M0) r10 r20 0xA 0x1D7CB8FE // wr:14h+0, rd:23; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x10A 0x093CBF01 // wr:4h+4, rd:19; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x8A 0x15ACC005 // wr:10h+2, rd:26; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x8A 0x082CCDFF // wr:4h+2, rd:2; hdc.dc0; hword scratch block read x1
send (8|M0) r10 r20 0xA 0x190CCEFD // wr:12h+0, rd:16; hdc.dc0; hword scratch block read x1
send (1|M0) r10 r20 0xA 0x037CD1FE // wr:1h+0, rd:23; hdc.dc0; hword scratch block read x2
sends (16|M0) r10:ud r20 r40 0x4A 0x0474D505 // wr:2+1, rd:7; hdc.dc0; hword scratch block read x2
sends (2|M0) r10:ud r20 r40 0x4A 0x028CD6FF // wr:1h+1, rd:8; hdc.dc0; hword scratch block read x2
send (16|M0) r10 r20 0xA 0x067CD8FD // wr:3h+0, rd:7; hdc.dc0; hword scratch block read x2
send (4|M0) r10 r20 0xA 0x03C4DBFD // wr:1+0, rd:28; hdc.dc0; hword scratch block read x2
send (16|M0) r10 r20 0xA 0x13A4DEFD // wr:9+0, rd:26; hdc.dc0; hword scratch block read x2
send (8|M0) r10 r20 0xA 0x0214DFFD // wr:1+0, rd:1; hdc.dc0; hword scratch block read x2
sends (4|M0) r10:ud r20 r40 0x4A 0x041CE105 // wr:2h+1, rd:1; hdc.dc0; hword scratch block read x4
sends (4|M0) r10:ud r20 r40 0x10A 0x1F2CE5FE // wr:15h+4, rd:18; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x4A 0x14A4EE00 // wr:10+1, rd:10; hdc.dc0; hword scratch block read x4
sends (2|M0) r10:ud r20 r40 0x10A 0x1264F200 // wr:9+4, rd:6; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x8A 0x0A9CF3FD // wr:5h+2, rd:9; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x4A 0x1E04F6FF // wr:15+1, rd:0; hdc.dc0; hword scratch block read x8
send (2|M0) r10 r20 0xA 0x187CFAFE // wr:12h+0, rd:7; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x8A 0x06ECFF05 // wr:3h+2, rd:14; hdc.dc0; hword scratch block read x8
send (2|M0) r10 r20 0xA 0x0B0500FF // wr:5+0, rd:16; hdc.dc0; hword scratch block read x1
sends (8|M0) r10:ud r20 r40 0x10A 0x12450100 // wr:9+4, rd:4; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x4A 0x10BD0D05 // wr:8h+1, rd:11; hdc.dc0; hword scratch block read x1
sends (16|M0) r10:ud r20 r40 0x10A 0x06750E05 // wr:3+4, rd:7; hdc.dc0; hword scratch block read x1
send (16|M0) r10 r20 0xA 0x12451B00 // wr:9+0, rd:4; hdc.dc0; hword scratch block read x2
send (4|M0) r10 r20 0xA 0x076D1E01 // wr:3h+0, rd:22; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x10A 0x195D21FF // wr:12h+4, rd:21; hdc.dc0; hword scratch block read x4
send (1|M0) r10 r20 0xA 0x10552200 // wr:8+0, rd:5; hdc.dc0; hword scratch block read x4
send (2|M0) r10 r20 0xA 0x0A1D32FE // wr:5h+0, rd:1; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x4A 0x04D53601 // wr:2+1, rd:13; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x4A 0x18DD3EFE // wr:12h+1, rd:13; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x4A 0x0E553F01 // wr:7+1, rd:5; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x8A 0x0C9D40FE // wr:6h+2, rd:9; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x10A 0x14D544FE // wr:10+4, rd:13; hdc.dc0; hword scratch block read x1
sends (1|M0) r10:ud r20 r40 0x8A 0x1B9D4DFE // wr:13h+2, rd:25; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x129D4E00 // wr:9h+1, rd:9; hdc.dc0; hword scratch block read x1
send (2|M0) r10 r20 0xA 0x1A0D4FFF // wr:13h+0, rd:0; hdc.dc0; hword scratch block read x1
send (16|M0) r10 r20 0xA 0x1C155000 // wr:14+0, rd:1; hdc.dc0; hword scratch block read x2
sends (8|M0) r10:ud r20 r40 0x10A 0x1F0559FD // wr:15+4, rd:16; hdc.dc0; hword scratch block read x2
sends (8|M0) r10:ud r20 r40 0x10A 0x08B55E05 // wr:4+4, rd:11; hdc.dc0; hword scratch block read x2
sends (4|M0) r10:ud r20 r40 0x10A 0x1F6D6101 // wr:15h+4, rd:22; hdc.dc0; hword scratch block read x4
send (8|M0) r10 r20 0xA 0x18A566FD // wr:12+0, rd:10; hdc.dc0; hword scratch block read x4
sends (2|M0) r10:ud r20 r40 0x4A 0x0C6D67FF // wr:6h+1, rd:6; hdc.dc0; hword scratch block read x4
send (16|M0) r10 r20 0xA 0x03856FFF // wr:1+0, rd:24; hdc.dc0; hword scratch block read x4
send (16|M0) r10 r20 0xA 0x167D73FD // wr:11h+0, rd:7; hdc.dc0; hword scratch block read x8
send (16|M0) r10 r20 0xA 0x1DDD7400 // wr:14h+0, rd:29; hdc.dc0; hword scratch block read x8
sends (16|M0) r10:ud r20 r40 0x10A 0x0AA57801 // wr:5+4, rd:10; hdc.dc0; hword scratch block read x8
send (4|M0) r10 r20 0xA 0x1C9D7BFE // wr:14h+0, rd:9; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x4A 0x05BD7F05 // wr:2h+1, rd:27; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x10A 0x14E58000 // wr:10+4, rd:14; hdc.dc0; hword scratch block read x1
sends (16|M0) r10:ud r20 r40 0x8A 0x0D5D8301 // wr:6h+2, rd:21; hdc.dc0; hword scratch block read x1
sends (16|M0) r10:ud r20 r40 0x10A 0x0C5D88FD // wr:6h+4, rd:5; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x10A 0x1F458A01 // wr:15+4, rd:20; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x16258E05 // wr:11+1, rd:2; hdc.dc0; hword scratch block read x1
send (8|M0) r10 r20 0xA 0x1CFD9005 // wr:14h+0, rd:15; hdc.dc0; hword scratch block read x2
send (16|M0) r10 r20 0xA 0x158D9C01 // wr:10h+0, rd:24; hdc.dc0; hword scratch block read x2
sends (16|M0) r10:ud r20 r40 0x8A 0x0EA59EFE // wr:7+2, rd:10; hdc.dc0; hword scratch block read x2
sends (4|M0) r10:ud r20 r40 0x4A 0x08BDA1FD // wr:4h+1, rd:11; hdc.dc0; hword scratch block read x4
sends (8|M0) r10:ud r20 r40 0x10A 0x1445AA01 // wr:10+4, rd:4; hdc.dc0; hword scratch block read x4
sends (2|M0) r10:ud r20 r40 0x4A 0x1045AFFD // wr:8+1, rd:4; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x8A 0x1EEDB2FD // wr:15h+2, rd:14; hdc.dc0; hword scratch block read x8
send (16|M0) r10 r20 0xA 0x1CEDB900 // wr:14h+0, rd:14; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x8A 0x1E65BAFD // wr:15+2, rd:6; hdc.dc0; hword scratch block read x8
sends (4|M0) r10:ud r20 r40 0x8A 0x0ADDBBFD // wr:5h+2, rd:13; hdc.dc0; hword scratch block read x8
send (4|M0) r10 r20 0xA 0x158DBEFD // wr:10h+0, rd:24; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x4A 0x1C75BF01 // wr:14+1, rd:7; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x8A 0x1AFDC005 // wr:13h+2, rd:15; hdc.dc0; hword scratch block read x1
send (8|M0) r10 r20 0xA 0x153DC2FF // wr:10h+0, rd:19; hdc.dc0; hword scratch block read x1
send (1|M0) r10 r20 0xA 0x145DC301 // wr:10h+0, rd:5; hdc.dc0; hword scratch block read x1
send (1|M0) r10 r20 0xA 0x0F1DC9FD // wr:7h+0, rd:17; hdc.dc0; hword scratch block read x1
sends (8|M0) r10:ud r20 r40 0x10A 0x1D85CF05 // wr:14+4, rd:24; hdc.dc0; hword scratch block read x1
sends (2|M0) r10:ud r20 r40 0x4A 0x1675D001 // wr:11+1, rd:7; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x8A 0x1DEDD2FF // wr:14h+2, rd:30; hdc.dc0; hword scratch block read x2
sends (1|M0) r10:ud r20 r40 0x4A 0x157DD505 // wr:10h+1, rd:23; hdc.dc0; hword scratch block read x2
sends (2|M0) r10:ud r20 r40 0x4A 0x1765DDFE // wr:11+1, rd:22; hdc.dc0; hword scratch block read x2
send (1|M0) r10 r20 0xA 0x0ABDDE05 // wr:5h+0, rd:11; hdc.dc0; hword scratch block read x2
send (1|M0) r10 r20 0xA 0x1565E0FD // wr:10+0, rd:22; hdc.dc0; hword scratch block read x4
sends (4|M0) r10:ud r20 r40 0x10A 0x1C2DE105 // wr:14h+4, rd:2; hdc.dc0; hword scratch block read x4
sends (8|M0) r10:ud r20 r40 0x10A 0x1F0DE201 // wr:15h+4, rd:16; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x8A 0x0745E5FF // wr:3+2, rd:20; hdc.dc0; hword scratch block read x4
sends (2|M0) r10:ud r20 r40 0x10A 0x060DEA01 // wr:3h+4, rd:0; hdc.dc0; hword scratch block read x4
send (1|M0) r10 r20 0xA 0x1D85EDFD // wr:14+0, rd:24; hdc.dc0; hword scratch block read x4
sends (1|M0) r10:ud r20 r40 0x10A 0x1B3DEE00 // wr:13h+4, rd:19; hdc.dc0; hword scratch block read x4
send (4|M0) r10 r20 0xA 0x1535F200 // wr:10+0, rd:19; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x4A 0x057DF401 // wr:2h+1, rd:23; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x10A 0x1205F601 // wr:9+4, rd:0; hdc.dc0; hword scratch block read x8
sends (1|M0) r10:ud r20 r40 0x10A 0x147DFF00 // wr:10h+4, rd:7; hdc.dc0; hword scratch block read x8
sends (2|M0) r10:ud r20 r40 0x8A 0x145E00FD // wr:10h+2, rd:5; hdc.dc0; hword scratch block write x1
sends (1|M0) r10:ud r20 r40 0x8A 0x0D1601FE // wr:6+2, rd:17; hdc.dc0; hword scratch block write x1
send (16|M0) r10 r20 0xA 0x034609FE // wr:1+0, rd:20; hdc.dc0; hword scratch block write x1
send (16|M0) r10 r20 0xA 0x13C60B00 // wr:9+0, rd:28; hdc.dc0; hword scratch block write x1
send (8|M0) r10 r20 0xA 0x0F060E01 // wr:7+0, rd:16; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x10A 0x1E2E10FE // wr:15h+4, rd:2; hdc.dc0; hword scratch block write x2
sends (1|M0) r10:ud r20 r40 0x8A 0x02461201 // wr:1+2, rd:4; hdc.dc0; hword scratch block write x2
send (8|M0) r10 r20 0xA 0x038615FE // wr:1+0, rd:24; hdc.dc0; hword scratch block write x2
send (16|M0) r10 r20 0xA 0x101E1C00 // wr:8h+0, rd:1; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x10A 0x18361EFF // wr:12+4, rd:3; hdc.dc0; hword scratch block write x2
sends (1|M0) r10:ud r20 r40 0x8A 0x0B061FFE // wr:5+2, rd:16; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x10A 0x079621FF // wr:3+4, rd:25; hdc.dc0; hword scratch block write x4
send (16|M0) r10 r20 0xA 0x101622FF // wr:8+0, rd:1; hdc.dc0; hword scratch block write x4
sends (1|M0) r10:ud r20 r40 0x8A 0x17162C05 // wr:11+2, rd:17; hdc.dc0; hword scratch block write x4
send (1|M0) r10 r20 0xA 0x08963105 // wr:4+0, rd:9; hdc.dc0; hword scratch block write x8
sends (4|M0) r10:ud r20 r40 0x8A 0x148E3DFE // wr:10h+2, rd:8; hdc.dc0; hword scratch block write x8
sends (16|M0) r10:ud r20 r40 0x4A 0x126E3E00 // wr:9h+1, rd:6; hdc.dc0; hword scratch block write x8
send (2|M0) r10 r20 0xA 0x0B963FFF // wr:5+0, rd:25; hdc.dc0; hword scratch block write x8
sends (16|M0) r10:ud r20 r40 0x10A 0x18E640FE // wr:12+4, rd:14; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x10A 0x147E49FD // wr:10h+4, rd:7; hdc.dc0; hword scratch block write x1
send (16|M0) r10 r20 0xA 0x103E4AFE // wr:8h+0, rd:3; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x4A 0x0FA65001 // wr:7+1, rd:26; hdc.dc0; hword scratch block write x2
sends (4|M0) r10:ud r20 r40 0x8A 0x0C8658FE // wr:6+2, rd:8; hdc.dc0; hword scratch block write x2
send (1|M0) r10 r20 0xA 0x186E59FD // wr:12h+0, rd:6; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x8A 0x0F165B05 // wr:7+2, rd:17; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x8A 0x1CFE5E01 // wr:14h+2, rd:15; hdc.dc0; hword scratch block write x2
send (8|M0) r10 r20 0xA 0x1D7E6100 // wr:14h+0, rd:23; hdc.dc0; hword scratch block write x4
send (8|M0) r10 r20 0xA 0x137E65FE // wr:9h+0, rd:23; hdc.dc0; hword scratch block write x4
sends (8|M0) r10:ud r20 r40 0x4A 0x074E6605 // wr:3h+1, rd:20; hdc.dc0; hword scratch block write x4
send (1|M0) r10 r20 0xA 0x178671FD // wr:11+0, rd:24; hdc.dc0; hword scratch block write x8
sends (8|M0) r10:ud r20 r40 0x8A 0x17CE7600 // wr:11h+2, rd:28; hdc.dc0; hword scratch block write x8
send (8|M0) r10 r20 0xA 0x1F7E7905 // wr:15h+0, rd:23; hdc.dc0; hword scratch block write x8
send (1|M0) r10 r20 0xA 0x0F567F00 // wr:7+0, rd:21; hdc.dc0; hword scratch block write x8
sends (4|M0) r10:ud r20 r40 0x10A 0x15668005 // wr:10+4, rd:22; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x8A 0x1F2E8400 // wr:15h+2, rd:18; hdc.dc0; hword scratch block write x1
send (4|M0) r10 r20 0xA 0x188E87FE // wr:12h+0, rd:8; hdc.dc0; hword scratch block write x1
send (4|M0) r10 r20 0xA 0x028E8C00 // wr:1h+0, rd:8; hdc.dc0; hword scratch block write x1
send (2|M0) r10 r20 0xA 0x0D8697FE // wr:6+0, rd:24; hdc.dc0; hword scratch block write x2
send (8|M0) r10 r20 0xA 0x08BE9C00 // wr:4h+0, rd:11; hdc.dc0; hword scratch block write x2
send (16|M0) r10 r20 0xA 0x08069E01 // wr:4+0, rd:0; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x10A 0x1966A1FF // wr:12+4, rd:22; hdc.dc0; hword scratch block write x4
sends (16|M0) r10:ud r20 r40 0x8A 0x1C7EA6FE // wr:14h+2, rd:7; hdc.dc0; hword scratch block write x4
sends (8|M0) r10:ud r20 r40 0x10A 0x11A6A7FF // wr:8+4, rd:26; hdc.dc0; hword scratch block write x4
sends (4|M0) r10:ud r20 r40 0x4A 0x0556AAFF // wr:2+1, rd:21; hdc.dc0; hword scratch block write x4
send (4|M0) r10 r20 0xA 0x1D5EAFFF // wr:14h+0, rd:21; hdc.dc0; hword scratch block write x4
sends (1|M0) r10:ud r20 r40 0x8A 0x0386B001 // wr:1+2, rd:24; hdc.dc0; hword scratch block write x8
sends (8|M0) r10:ud r20 r40 0x8A 0x0BB6B9FE // wr:5+2, rd:27; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x10A 0x084EBC00 // wr:4h+4, rd:4; hdc.dc0; hword scratch block write x8
send (1|M0) r10 r20 0xA 0x0746BD01 // wr:3+0, rd:20; hdc.dc0; hword scratch block write x8
send (16|M0) r10 r20 0xA 0x0CAEBF00 // wr:6h+0, rd:10; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x8A 0x0B96C000 // wr:5+2, rd:25; hdc.dc0; hword scratch block write x1
sends (16|M0) r10:ud r20 r40 0x4A 0x15CEC4FE // wr:10h+1, rd:28; hdc.dc0; hword scratch block write x1
send (16|M0) r10 r20 0xA 0x1776C801 // wr:11+0, rd:23; hdc.dc0; hword scratch block write x1
send (2|M0) r10 r20 0xA 0x165ECC01 // wr:11h+0, rd:5; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x10A 0x0586D1FF // wr:2+4, rd:24; hdc.dc0; hword scratch block write x2
sends (4|M0) r10:ud r20 r40 0x10A 0x1BA6DDFD // wr:13+4, rd:26; hdc.dc0; hword scratch block write x2
sends (16|M0) r10:ud r20 r40 0x8A 0x0CF6DEFE // wr:6+2, rd:15; hdc.dc0; hword scratch block write x2
sends (16|M0) r10:ud r20 r40 0x8A 0x0C7EE1FD // wr:6h+2, rd:7; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x8A 0x0C7EE205 // wr:6h+2, rd:7; hdc.dc0; hword scratch block write x4
sends (1|M0) r10:ud r20 r40 0x10A 0x18A6E305 // wr:12+4, rd:10; hdc.dc0; hword scratch block write x4
sends (16|M0) r10:ud r20 r40 0x10A 0x11F6E401 // wr:8+4, rd:31; hdc.dc0; hword scratch block write x4
send (2|M0) r10 r20 0xA 0x0866E5FF // wr:4+0, rd:6; hdc.dc0; hword scratch block write x4
sends (16|M0) r10:ud r20 r40 0x8A 0x0D6EE900 // wr:6h+2, rd:22; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x4A 0x03CEF000 // wr:1h+1, rd:28; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x4A 0x068EF105 // wr:3h+1, rd:8; hdc.dc0; hword scratch block write x8
send (2|M0) r10 r20 0xA 0x19DEF401 // wr:12h+0, rd:29; hdc.dc0; hword scratch block write x8
send (4|M0) r10 r20 0xA 0x148EF800 // wr:10h+0, rd:8; hdc.dc0; hword scratch block write x8
sends (1|M0) r10:ud r20 r40 0x8A 0x1B1EFFFD // wr:13h+2, rd:17; hdc.dc0; hword scratch block write x8
sends (16|M0) r10:ud r20 r40 0x10A 0x1E7F00FD // wr:15h+4, rd:7; hdc.dc0; hword scratch block write x1
send (4|M0) r10 r20 0xA 0x18BF01FF // wr:12h+0, rd:11; hdc.dc0; hword scratch block write x1
sends (8|M0) r10:ud r20 r40 0x8A 0x123F0805 // wr:9h+2, rd:3; hdc.dc0; hword scratch block write x1
send (1|M0) r10 r20 0xA 0x0F2714FF // wr:7+0, rd:18; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x8A 0x075F16FD // wr:3h+2, rd:21; hdc.dc0; hword scratch block write x2
sends (16|M0) r10:ud r20 r40 0x4A 0x14FF1B00 // wr:10h+1, rd:15; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x10A 0x0E871EFE // wr:7+4, rd:8; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x8A 0x1E9721FF // wr:15+2, rd:9; hdc.dc0; hword scratch block write x4
sends (4|M0) r10:ud r20 r40 0x10A 0x077728FD // wr:3+4, rd:23; hdc.dc0; hword scratch block write x4
send (4|M0) r10 r20 0xA 0x03372B01 // wr:1+0, rd:19; hdc.dc0; hword scratch block write x4
sends (4|M0) r10:ud r20 r40 0x4A 0x0E4F30FF // wr:7h+1, rd:4; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x8A 0x0CBF3FFE // wr:6h+2, rd:11; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x4A 0x174F40FD // wr:11h+1, rd:20; hdc.dc0; hword scratch block write x1
sends (8|M0) r10:ud r20 r40 0x10A 0x042F41FD // wr:2h+4, rd:2; hdc.dc0; hword scratch block write x1
sends (16|M0) r10:ud r20 r40 0x4A 0x143F4600 // wr:10h+1, rd:3; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x10A 0x0B4F49FD // wr:5h+4, rd:20; hdc.dc0; hword scratch block write x1
sends (16|M0) r10:ud r20 r40 0x4A 0x19874DFE // wr:12+1, rd:24; hdc.dc0; hword scratch block write x1
sends (16|M0) r10:ud r20 r40 0x10A 0x19D74E05 // wr:12+4, rd:29; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x4A 0x0D2F4FFD // wr:6h+1, rd:18; hdc.dc0; hword scratch block write x1
sends (1|M0) r10:ud r20 r40 0x10A 0x1F2754FF // wr:15+4, rd:18; hdc.dc0; hword scratch block write x2
send (1|M0) r10 r20 0xA 0x09B755FF // wr:4+0, rd:27; hdc.dc0; hword scratch block write x2
sends (16|M0) r10:ud r20 r40 0x8A 0x0EFF5701 // wr:7h+2, rd:15; hdc.dc0; hword scratch block write x2
send (8|M0) r10 r20 0xA 0x0B275800 // wr:5+0, rd:18; hdc.dc0; hword scratch block write x2
send (1|M0) r10 r20 0xA 0x1B575AFD // wr:13+0, rd:21; hdc.dc0; hword scratch block write x2
send (2|M0) r10 r20 0xA 0x17CF5EFE // wr:11h+0, rd:28; hdc.dc0; hword scratch block write x2
send (2|M0) r10 r20 0xA 0x181F60FF // wr:12h+0, rd:1; hdc.dc0; hword scratch block write x4
send (8|M0) r10 r20 0xA 0x1C3F6100 // wr:14h+0, rd:3; hdc.dc0; hword scratch block write x4
send (4|M0) r10 r20 0xA 0x1FC764FE // wr:15+0, rd:28; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x10A 0x193F66FF // wr:12h+4, rd:19; hdc.dc0; hword scratch block write x4
send (2|M0) r10 r20 0xA 0x039F6C01 // wr:1h+0, rd:25; hdc.dc0; hword scratch block write x4
sends (8|M0) r10:ud r20 r40 0x10A 0x1CFF6F05 // wr:14h+4, rd:15; hdc.dc0; hword scratch block write x4
sends (8|M0) r10:ud r20 r40 0x8A 0x0B7779FE // wr:5+2, rd:23; hdc.dc0; hword scratch block write x8
sends (1|M0) r10:ud r20 r40 0x10A 0x13D77F01 // wr:9+4, rd:29; hdc.dc0; hword scratch block write x8
sends (16|M0) r10:ud r20 r40 0x8A 0x167780FD // wr:11+2, rd:7; hdc.dc0; hword scratch block write x1
sends (1|M0) r10:ud r20 r40 0x10A 0x063782FD // wr:3+4, rd:3; hdc.dc0; hword scratch block write x1
sends (4|M0) r10:ud r20 r40 0x10A 0x1EEF8600 // wr:15h+4, rd:14; hdc.dc0; hword scratch block write x1
sends (16|M0) r10:ud r20 r40 0x8A 0x098F9101 // wr:4h+2, rd:24; hdc.dc0; hword scratch block write x2
send (8|M0) r10 r20 0xA 0x024F9901 // wr:1h+0, rd:4; hdc.dc0; hword scratch block write x2
sends (1|M0) r10:ud r20 r40 0x8A 0x1FFF9E00 // wr:15h+2, rd:31; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x4A 0x1A97A100 // wr:13+1, rd:9; hdc.dc0; hword scratch block write x4
send (1|M0) r10 r20 0xA 0x197FB001 // wr:12h+0, rd:23; hdc.dc0; hword scratch block write x8
send (4|M0) r10 r20 0xA 0x0B9FB3FD // wr:5h+0, rd:25; hdc.dc0; hword scratch block write x8
send (16|M0) r10 r20 0xA 0x15DFBF01 // wr:10h+0, rd:29; hdc.dc0; hword scratch block write x8
sends (1|M0) r10:ud r20 r40 0x10A 0x17A7C0FD // wr:11+4, rd:26; hdc.dc0; hword scratch block write x1
sends (8|M0) r10:ud r20 r40 0x8A 0x1917C3FD // wr:12+2, rd:17; hdc.dc0; hword scratch block write x1
sends (2|M0) r10:ud r20 r40 0x10A 0x0827C700 // wr:4+4, rd:2; hdc.dc0; hword scratch block write x1
send (16|M0) r10 r20 0xA 0x1EF7C801 // wr:15+0, rd:15; hdc.dc0; hword scratch block write x1
send (2|M0) r10 r20 0xA 0x161FD2FE // wr:11h+0, rd:1; hdc.dc0; hword scratch block write x2
sends (4|M0) r10:ud r20 r40 0x8A 0x1B0FDEFF // wr:13h+2, rd:16; hdc.dc0; hword scratch block write x2
sends (8|M0) r10:ud r20 r40 0x4A 0x1437DF05 // wr:10+1, rd:3; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x8A 0x0B0FE101 // wr:5h+2, rd:16; hdc.dc0; hword scratch block write x4
sends (2|M0) r10:ud r20 r40 0x10A 0x19E7E401 // wr:12+4, rd:30; hdc.dc0; hword scratch block write x4
send (16|M0) r10 r20 0xA 0x1A47EBFF // wr:13+0, rd:4; hdc.dc0; hword scratch block write x4
send (4|M0) r10 r20 0xA 0x0CE7ED01 // wr:6+0, rd:14; hdc.dc0; hword scratch block write x4
send (8|M0) r10 r20 0xA 0x05A7EFFF // wr:2+0, rd:26; hdc.dc0; hword scratch block write x4
send (1|M0) r10 r20 0xA 0x0BE7F4FF // wr:5+0, rd:30; hdc.dc0; hword scratch block write x8
sends (8|M0) r10:ud r20 r40 0x8A 0x05FFFE00 // wr:2h+2, rd:31; hdc.dc0; hword scratch block write x8
send (2|M0) r10 r20 0xA 0x118FFFFD // wr:8h+0, rd:24; hdc.dc0; hword scratch block write x8
send (1|M0) r10 r20 0xC 0x086800FF // wr:4h+0, rd:6; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x02D802FD // wr:1h+1, rd:13; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x021006FE // wr:1+0, rd:1; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x07600D00 // wr:3+0, rd:22; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x0E901301 // wr:7+2, rd:9; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x1B2018FE // wr:13+0, rd:18; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x157019FF // wr:10+2, rd:23; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x12201AFF // wr:9+0, rd:2; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x06281C01 // wr:3h+4, rd:2; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x07901E01 // wr:3+1, rd:25; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x1B5021FE // wr:13+0, rd:21; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x15B823FF // wr:10h+0, rd:27; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1BD02500 // wr:13+0, rd:29; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x03D02FFE // wr:1+0, rd:29; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x183833FF // wr:12h+1, rd:3; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x0A283500 // wr:5h+4, rd:2; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x13C03700 // wr:9+1, rd:28; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x18503DFD // wr:12+1, rd:5; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x0C683F00 // wr:6h+2, rd:6; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x13B04001 // wr:9+1, rd:27; hdc.dc1; untyped surface read with xyzw
sends (1|M0) r10:ud r20 r40 0x8C 0x06204805 // wr:3+2, rd:2; hdc.dc1; untyped surface read with xyz
sends (2|M0) r10:ud r20 r40 0x10C 0x10F85100 // wr:8h+4, rd:15; hdc.dc1; untyped surface read with yzw
send (4|M0) r10 r20 0xC 0x16805E01 // wr:11+0, rd:8; hdc.dc1; untyped surface read with x
sends (1|M0) r10:ud r20 r40 0x10C 0x086060FD // wr:4+4, rd:6; hdc.dc1; untyped surface read with xyzw
sends (2|M0) r10:ud r20 r40 0x8C 0x033861FE // wr:1h+2, rd:19; hdc.dc1; untyped surface read with yzw
sends (1|M0) r10:ud r20 r40 0x4C 0x1DB870FD // wr:14h+1, rd:27; hdc.dc1; untyped surface read with xyzw
sends (4|M0) r10:ud r20 r40 0x10C 0x140072FF // wr:10+4, rd:0; hdc.dc1; untyped surface read with xzw
sends (16|M0) r10:ud r20 r40 0x10C 0x16D873FF // wr:11h+4, rd:13; hdc.dc1; untyped surface read with zw
sends (8|M0) r10:ud r20 r40 0x4C 0x027075FE // wr:1+1, rd:7; hdc.dc1; untyped surface read with yw
sends (2|M0) r10:ud r20 r40 0x8C 0x1E187A05 // wr:15h+2, rd:1; hdc.dc1; untyped surface read with xz
send (16|M0) r10 r20 0xC 0x18387E00 // wr:12h+0, rd:3; hdc.dc1; untyped surface read with x
sends (1|M0) r10:ud r20 r40 0x10C 0x0FA87F05 // wr:7h+4, rd:26; hdc.dc1; untyped surface read with 
send (1|M0) r10 r20 0xC 0x1DD080FD // wr:14+0, rd:29; hdc.dc1; untyped atomic int32 64b integer compare and swap
sends (16|M0) r10:ud r20 r40 0x8C 0x19B88600 // wr:12h+2, rd:27; hdc.dc1; untyped atomic int32 integer decrement
send (2|M0) r10 r20 0xC 0x11688B01 // wr:8h+0, rd:22; hdc.dc1; untyped atomic int32 signed-integer min
send (2|M0) r10 r20 0xC 0x1E608CFF // wr:15+0, rd:6; hdc.dc1; untyped atomic int32 unsigned-integer max
send (8|M0) r10 r20 0xC 0x19489705 // wr:12h+0, rd:20; hdc.dc1; untyped atomic int32 integer add
sends (2|M0) r10:ud r20 r40 0x4C 0x06509EFE // wr:3+1, rd:5; hdc.dc1; untyped atomic int32 integer compare and swap
send (16|M0) r10 r20 0xC 0x13A0A1FD // wr:9+0, rd:26; hdc.dc1; untyped atomic int32 logical AND
send (1|M0) r10 r20 0xC 0x05D0A305 // wr:2+0, rd:29; hdc.dc1; untyped atomic int32 logical XOR
send (8|M0) r10 r20 0xC 0x1050A4FF // wr:8+0, rd:5; hdc.dc1; untyped atomic int32 store
send (1|M0) r10 r20 0xC 0x1408ABFD // wr:10h+0, rd:0; hdc.dc1; untyped atomic int32 signed-integer min
send (2|M0) r10 r20 0xC 0x07D0AEFE // wr:3+0, rd:29; hdc.dc1; untyped atomic int32 integer compare and swap
sends (4|M0) r10:ud r20 r40 0x4C 0x1D30AF00 // wr:14+1, rd:19; hdc.dc1; untyped atomic int32 integer pre-decrement (returns pre-decrement value)
sends (16|M0) r10:ud r20 r40 0x10C 0x1240B405 // wr:9+4, rd:4; hdc.dc1; untyped atomic int32 store
sends (1|M0) r10:ud r20 r40 0x10C 0x1290BF00 // wr:9+4, rd:9; hdc.dc1; untyped atomic int32 integer pre-decrement (returns pre-decrement value)
sends (8|M0) r10:ud r20 r40 0x8C 0x17E0C000 // wr:11+2, rd:30; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x0638CF01 // wr:3h+0, rd:3; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x1450D3FD // wr:10+1, rd:5; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x0C38D905 // wr:6h+0, rd:3; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x0540DBFD // wr:2+1, rd:20; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x1AE8DE00 // wr:13h+2, rd:14; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x1738E0FD // wr:11h+4, rd:19; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x13D0E1FD // wr:9+0, rd:29; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x1A68E601 // wr:13h+4, rd:6; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x1968E805 // wr:12h+0, rd:22; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x1520EAFE // wr:10+4, rd:18; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x0CD0F300 // wr:6+4, rd:13; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x1950F405 // wr:12+1, rd:21; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x8C 0x1EF0F700 // wr:15+2, rd:15; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x0620FA05 // wr:3+0, rd:2; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x0A20FCFD // wr:5+4, rd:2; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x1BF0FE00 // wr:13+0, rd:31; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x08C8FFFD // wr:4h+4, rd:12; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x8C 0x142900FD // wr:10h+2, rd:2; hdc.dc1; media block read
sends (4|M0) r10:ud r20 r40 0x4C 0x17990805 // wr:11h+1, rd:25; hdc.dc1; media block read
sends (2|M0) r10:ud r20 r40 0x4C 0x10290900 // wr:8h+1, rd:2; hdc.dc1; media block read with vertical line stride  and skip
send (1|M0) r10 r20 0xC 0x0F710AFF // wr:7+0, rd:23; hdc.dc1; media block read with vertical line stride override and offset
sends (2|M0) r10:ud r20 r40 0x4C 0x10E90E01 // wr:8h+1, rd:14; hdc.dc1; media block read with vertical line stride override and offset
sends (4|M0) r10:ud r20 r40 0x10C 0x189911FD // wr:12h+4, rd:9; hdc.dc1; media block read with vertical line stride  and skip
send (1|M0) r10 r20 0xC 0x0E111505 // wr:7+0, rd:1; hdc.dc1; media block read with vertical line stride  and skip
send (16|M0) r10 r20 0xC 0x02D91EFF // wr:1h+0, rd:13; hdc.dc1; media block read with vertical line stride override and offset
sends (2|M0) r10:ud r20 r40 0x4C 0x14612101 // wr:10+1, rd:6; hdc.dc1; media block read with vertical line stride  and skip
send (1|M0) r10 r20 0xC 0x0C412600 // wr:6+0, rd:4; hdc.dc1; media block read with vertical line stride override and offset
send (16|M0) r10 r20 0xC 0x19092700 // wr:12h+0, rd:16; hdc.dc1; media block read with vertical line stride override,skip, and offset
send (16|M0) r10 r20 0xC 0x0BA12901 // wr:5+0, rd:26; hdc.dc1; media block read with vertical line stride  and skip
sends (16|M0) r10:ud r20 r40 0x10C 0x17812D00 // wr:11+4, rd:24; hdc.dc1; media block read with vertical line stride  and skip
send (1|M0) r10 r20 0xC 0x0BB131FF // wr:5+0, rd:27; hdc.dc1; media block read with vertical line stride  and skip
sends (1|M0) r10:ud r20 r40 0x4C 0x18293FFD // wr:12h+1, rd:2; hdc.dc1; media block read with vertical line stride override,skip, and offset
send (2|M0) r10 r20 0xC 0x12C14005 // wr:9+0, rd:12; hdc.dc1; typed surface read with xyzw
sends (2|M0) r10:ud r20 r40 0x10C 0x181950FE // wr:12h+4, rd:1; hdc.dc1; typed surface read with xyzw
send (16|M0) r10 r20 0xC 0x12B15101 // wr:9+0, rd:11; hdc.dc1; typed surface read with yzw
send (1|M0) r10 r20 0xC 0x1A3956FE // wr:13h+0, rd:3; hdc.dc1; typed surface read with xw
send (8|M0) r10 r20 0xC 0x15C15E01 // wr:10+0, rd:28; hdc.dc1; typed surface read with x
send (16|M0) r10 r20 0xC 0x185961FE // wr:12h+0, rd:5; hdc.dc1; typed surface read (high slot group) with yzw
sends (16|M0) r10:ud r20 r40 0x4C 0x1C1163FD // wr:14+1, rd:1; hdc.dc1; typed surface read (high slot group) with zw
sends (8|M0) r10:ud r20 r40 0x8C 0x08716701 // wr:4+2, rd:7; hdc.dc1; typed surface read (high slot group) with w; u,v,r,lod
send (16|M0) r10 r20 0xC 0x05096DFE // wr:2h+0, rd:16; hdc.dc1; typed surface read (high slot group) with y; u,v
send (16|M0) r10 r20 0xC 0x043174FD // wr:2+0, rd:3; hdc.dc1; typed surface read with xyw; u,v
sends (2|M0) r10:ud r20 r40 0x4C 0x14597501 // wr:10h+1, rd:5; hdc.dc1; typed surface read with yw
sends (8|M0) r10:ud r20 r40 0x10C 0x06D97900 // wr:3h+4, rd:13; hdc.dc1; typed surface read with yz; u,v,r
sends (8|M0) r10:ud r20 r40 0x10C 0x08317BFD // wr:4+4, rd:3; hdc.dc1; typed surface read with z; u,v,r,lod
sends (4|M0) r10:ud r20 r40 0x4C 0x0B297F00 // wr:5h+1, rd:18; hdc.dc1; typed surface read with 
sends (16|M0) r10:ud r20 r40 0x8C 0x1AA980FE // wr:13h+2, rd:10; hdc.dc1; typed atomic 32-bit integer 64b integer compare and swap
send (2|M0) r10 r20 0xC 0x1DA989FD // wr:14h+0, rd:26; hdc.dc1; typed atomic 32-bit integer commuted integer subtract
send (8|M0) r10 r20 0xC 0x02898B01 // wr:1h+0, rd:8; hdc.dc1; typed atomic 32-bit integer signed-integer min
sends (8|M0) r10:ud r20 r40 0x4C 0x1E618C00 // wr:15+1, rd:6; hdc.dc1; typed atomic 32-bit integer unsigned-integer max
sends (4|M0) r10:ud r20 r40 0x4C 0x0C418D01 // wr:6+1, rd:4; hdc.dc1; typed atomic 32-bit integer unsigned-integer min
sends (4|M0) r10:ud r20 r40 0x8C 0x089992FE // wr:4h+2, rd:9; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) logical OR
send (1|M0) r10 r20 0xC 0x04519900 // wr:2+0, rd:5; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) commuted integer subtract
sends (1|M0) r10:ud r20 r40 0x10C 0x1C019E00 // wr:14+4, rd:0; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) integer compare and swap
sends (2|M0) r10:ud r20 r40 0x4C 0x0839A1FE // wr:4h+1, rd:3; hdc.dc1; typed atomic 32-bit integer logical AND
send (8|M0) r10 r20 0xC 0x02F9A305 // wr:1h+0, rd:15; hdc.dc1; typed atomic 32-bit integer logical XOR
sends (1|M0) r10:ud r20 r40 0x4C 0x0899A905 // wr:4h+1, rd:9; hdc.dc1; typed atomic 32-bit integer commuted integer subtract
send (8|M0) r10 r20 0xC 0x0819AB05 // wr:4h+0, rd:1; hdc.dc1; typed atomic 32-bit integer signed-integer min
send (2|M0) r10 r20 0xC 0x0FF9AD01 // wr:7h+0, rd:31; hdc.dc1; typed atomic 32-bit integer unsigned-integer min
send (2|M0) r10 r20 0xC 0x1B59AF05 // wr:13h+0, rd:21; hdc.dc1; typed atomic 32-bit integer integer pre-decrement (returns pre-decrement value)
send (8|M0) r10 r20 0xC 0x05A1B400 // wr:2+0, rd:26; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) store
send (8|M0) r10 r20 0xC 0x0B69B6FE // wr:5h+0, rd:22; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) integer decrement
sends (8|M0) r10:ud r20 r40 0x8C 0x1811BEFD // wr:12+2, rd:1; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) integer compare and swap
sends (16|M0) r10:ud r20 r40 0x4C 0x0DE1BFFF // wr:6+1, rd:30; hdc.dc1; typed_sgh atomic 32-bit integer (slot group high) integer pre-decrement (returns pre-decrement value)
sends (1|M0) r10:ud r20 r40 0x10C 0x0F19C005 // wr:7h+4, rd:17; hdc.dc1; typed atomic 16-bit integer 64b integer compare and swap
sends (4|M0) r10:ud r20 r40 0x10C 0x1EF9C205 // wr:15h+4, rd:15; hdc.dc1; typed atomic 16-bit integer logical OR
send (4|M0) r10 r20 0xC 0x0539C7FF // wr:2h+0, rd:19; hdc.dc1; typed atomic 16-bit integer integer add; u,v
send (1|M0) r10 r20 0xC 0x0651CC00 // wr:3+0, rd:5; hdc.dc1; typed atomic 16-bit integer unsigned-integer max; u,v,r
sends (2|M0) r10:ud r20 r40 0x8C 0x0629CE01 // wr:3h+2, rd:2; hdc.dc1; typed atomic 16-bit integer integer compare and swap; u,v,r
send (8|M0) r10 r20 0xC 0x16B9D4FF // wr:11h+0, rd:11; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) store
sends (16|M0) r10:ud r20 r40 0x10C 0x1639DDFE // wr:11h+4, rd:3; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) unsigned-integer min
send (1|M0) r10 r20 0xC 0x06A1DE01 // wr:3+0, rd:10; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) integer compare and swap; u,v,r
sends (8|M0) r10:ud r20 r40 0x10C 0x1A51E005 // wr:13+4, rd:5; hdc.dc1; typed atomic 16-bit integer 64b integer compare and swap
send (8|M0) r10 r20 0xC 0x0E81E1FE // wr:7+0, rd:8; hdc.dc1; typed atomic 16-bit integer logical AND
sends (8|M0) r10:ud r20 r40 0x10C 0x1789E205 // wr:11h+4, rd:24; hdc.dc1; typed atomic 16-bit integer logical OR
sends (2|M0) r10:ud r20 r40 0x8C 0x0F21E600 // wr:7+2, rd:18; hdc.dc1; typed atomic 16-bit integer integer decrement
sends (16|M0) r10:ud r20 r40 0x8C 0x0509E805 // wr:2h+2, rd:16; hdc.dc1; typed atomic 16-bit integer integer subtract; u,v
sends (4|M0) r10:ud r20 r40 0x8C 0x1B91EB05 // wr:13+2, rd:25; hdc.dc1; typed atomic 16-bit integer signed-integer min
send (1|M0) r10 r20 0xC 0x0D81EC05 // wr:6+0, rd:24; hdc.dc1; typed atomic 16-bit integer unsigned-integer max
sends (1|M0) r10:ud r20 r40 0x10C 0x16F9F1FF // wr:11h+4, rd:15; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) logical AND
sends (2|M0) r10:ud r20 r40 0x8C 0x0C71F3FD // wr:6+2, rd:7; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) logical XOR
send (16|M0) r10 r20 0xC 0x1F59F805 // wr:15h+0, rd:21; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) integer subtract
sends (1|M0) r10:ud r20 r40 0x4C 0x1991FC00 // wr:12+1, rd:25; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) unsigned-integer max
send (1|M0) r10 r20 0xC 0x1A19FF01 // wr:13h+0, rd:1; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) integer pre-decrement (returns pre-decrement value)
send (2|M0) r10 r20 0xC 0x1C0A0000 // wr:14h+0, rd:0; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x02EA0105 // wr:1h+1, rd:14; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x14DA0205 // wr:10h+4, rd:13; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x11BA0401 // wr:8h+0, rd:27; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x198A0605 // wr:12h+0, rd:24; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x18120BFE // wr:12+4, rd:1; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x1FD20C05 // wr:15+2, rd:29; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x11AA0F01 // wr:8h+4, rd:26; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x065A10FD // wr:3h+1, rd:5; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x17321EFD // wr:11+0, rd:19; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x15FA1F00 // wr:10h+0, rd:31; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x186A2005 // wr:12h+1, rd:6; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x120A2105 // wr:9h+4, rd:0; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x0BC22301 // wr:5+0, rd:28; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x1A0A2405 // wr:13h+1, rd:0; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x14AA2700 // wr:10h+1, rd:10; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x181A2E05 // wr:12h+0, rd:1; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x03EA3100 // wr:1h+0, rd:30; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x1E8A39FE // wr:15h+4, rd:8; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x06DA3B00 // wr:3h+1, rd:13; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x068A3FFD // wr:3h+0, rd:8; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x11BA4001 // wr:8h+4, rd:27; hdc.dc1; untyped surface write with xyzw
sends (8|M0) r10:ud r20 r40 0x4C 0x052A42FD // wr:2h+1, rd:18; hdc.dc1; untyped surface write with xzw
sends (1|M0) r10:ud r20 r40 0x8C 0x1A5A4F01 // wr:13h+2, rd:5; hdc.dc1; untyped surface write with 
send (16|M0) r10 r20 0xC 0x066A5005 // wr:3h+0, rd:6; hdc.dc1; untyped surface write with xyzw
sends (16|M0) r10:ud r20 r40 0x10C 0x030A52FE // wr:1h+4, rd:16; hdc.dc1; untyped surface write with xzw
sends (2|M0) r10:ud r20 r40 0x10C 0x04DA54FD // wr:2h+4, rd:13; hdc.dc1; untyped surface write with xyw
sends (4|M0) r10:ud r20 r40 0x4C 0x0B2A5B00 // wr:5h+1, rd:18; hdc.dc1; untyped surface write with z
sends (2|M0) r10:ud r20 r40 0x10C 0x069A5DFE // wr:3h+4, rd:9; hdc.dc1; untyped surface write with y
send (8|M0) r10 r20 0xC 0x1E925E01 // wr:15+0, rd:9; hdc.dc1; untyped surface write with x
send (16|M0) r10 r20 0xC 0x021A6001 // wr:1h+0, rd:1; hdc.dc1; untyped surface write with xyzw
send (1|M0) r10 r20 0xC 0x06FA6100 // wr:3h+0, rd:15; hdc.dc1; untyped surface write with yzw
send (8|M0) r10 r20 0xC 0x03C267FD // wr:1+0, rd:28; hdc.dc1; untyped surface write with w
sends (1|M0) r10:ud r20 r40 0x4C 0x1EEA6801 // wr:15h+1, rd:14; hdc.dc1; untyped surface write with xyz
send (8|M0) r10 r20 0xC 0x03C26C01 // wr:1+0, rd:28; hdc.dc1; untyped surface write with xy
sends (8|M0) r10:ud r20 r40 0x10C 0x0F726E01 // wr:7+4, rd:23; hdc.dc1; untyped surface write with x
sends (2|M0) r10:ud r20 r40 0x4C 0x05826FFD // wr:2+1, rd:24; hdc.dc1; untyped surface write with 
sends (4|M0) r10:ud r20 r40 0x10C 0x10E27701 // wr:8+4, rd:14; hdc.dc1; untyped surface write with w
sends (1|M0) r10:ud r20 r40 0x8C 0x1D2A7CFD // wr:14h+2, rd:18; hdc.dc1; untyped surface write with xy
sends (2|M0) r10:ud r20 r40 0x4C 0x1BF27FFD // wr:13+1, rd:31; hdc.dc1; untyped surface write with 
sends (8|M0) r10:ud r20 r40 0x10C 0x120A8001 // wr:9h+4, rd:0; hdc.dc1; media block write
sends (16|M0) r10:ud r20 r40 0x10C 0x0F428700 // wr:7+4, rd:20; hdc.dc1; media block write with vertical line stride override,skip, and offset
sends (4|M0) r10:ud r20 r40 0x8C 0x1B428B05 // wr:13+2, rd:20; hdc.dc1; media block write with vertical line stride override,skip, and offset
sends (4|M0) r10:ud r20 r40 0x8C 0x0F329305 // wr:7+2, rd:19; hdc.dc1; media block write with vertical line stride override,skip, and offset
send (8|M0) r10 r20 0xC 0x190A95FF // wr:12h+0, rd:16; hdc.dc1; media block write with vertical line stride  and skip
sends (1|M0) r10:ud r20 r40 0x10C 0x142A9905 // wr:10h+4, rd:2; hdc.dc1; media block write with vertical line stride  and skip
sends (16|M0) r10:ud r20 r40 0x4C 0x0F729EFE // wr:7+1, rd:23; hdc.dc1; media block write with vertical line stride override and offset
send (4|M0) r10 r20 0xC 0x12EAA1FE // wr:9h+0, rd:14; hdc.dc1; media block write with vertical line stride  and skip
sends (4|M0) r10:ud r20 r40 0x8C 0x0902A300 // wr:4+2, rd:16; hdc.dc1; media block write with vertical line stride override,skip, and offset
sends (1|M0) r10:ud r20 r40 0x4C 0x15DAA605 // wr:10h+1, rd:29; hdc.dc1; media block write with vertical line stride override and offset
sends (16|M0) r10:ud r20 r40 0x4C 0x149AA905 // wr:10h+1, rd:9; hdc.dc1; media block write with vertical line stride  and skip
send (4|M0) r10 r20 0xC 0x0522AFFE // wr:2+0, rd:18; hdc.dc1; media block write with vertical line stride override,skip, and offset
send (4|M0) r10 r20 0xC 0x06B2B5FD // wr:3+0, rd:11; hdc.dc1; media block write with vertical line stride  and skip
sends (16|M0) r10:ud r20 r40 0x4C 0x0202BAFF // wr:1+1, rd:0; hdc.dc1; media block write with vertical line stride override and offset
send (16|M0) r10 r20 0xC 0x091ABF00 // wr:4h+0, rd:17; hdc.dc1; media block write with vertical line stride override,skip, and offset
sends (4|M0) r10:ud r20 r40 0x4C 0x1A0AC000 // wr:13h+1, rd:0; hdc.dc1; typed atomic 32-bit counter 64b integer compare and swap
send (1|M0) r10 r20 0xC 0x0CD2C3FE // wr:6+0, rd:13; hdc.dc1; typed atomic 32-bit counter logical XOR
sends (1|M0) r10:ud r20 r40 0x10C 0x135AC501 // wr:9h+4, rd:21; hdc.dc1; typed atomic 32-bit counter integer increment
sends (2|M0) r10:ud r20 r40 0x10C 0x03FACBFD // wr:1h+4, rd:31; hdc.dc1; typed atomic 32-bit counter signed-integer min; u
send (4|M0) r10 r20 0xC 0x1C7ACC01 // wr:14h+0, rd:7; hdc.dc1; typed atomic 32-bit counter unsigned-integer max
send (4|M0) r10 r20 0xC 0x087AD001 // wr:4h+0, rd:7; hdc.dc1; typed atomic 32-bit counter 64b integer compare and swap; u,v,r,lod
send (16|M0) r10 r20 0xC 0x14CAD2FF // wr:10h+0, rd:12; hdc.dc1; typed atomic 32-bit counter logical OR
send (1|M0) r10 r20 0xC 0x1FCAD300 // wr:15h+0, rd:28; hdc.dc1; typed atomic 32-bit counter logical XOR
sends (16|M0) r10:ud r20 r40 0x10C 0x1D62DDFD // wr:14+4, rd:22; hdc.dc1; typed atomic 32-bit counter unsigned-integer min
send (16|M0) r10 r20 0xC 0x124ADE01 // wr:9h+0, rd:4; hdc.dc1; typed atomic 32-bit counter integer compare and swap
sends (4|M0) r10:ud r20 r40 0x10C 0x0EEADF01 // wr:7h+4, rd:14; hdc.dc1; typed atomic 32-bit counter integer pre-decrement (returns pre-decrement value)
sends (4|M0) r10:ud r20 r40 0x4C 0x17EAE1FD // wr:11h+1, rd:30; hdc.dc1; typed atomic 32-bit counter logical AND
sends (1|M0) r10:ud r20 r40 0x8C 0x1652EBFF // wr:11+2, rd:5; hdc.dc1; typed atomic 32-bit counter signed-integer min
send (8|M0) r10 r20 0xC 0x0A0AF6FE // wr:5h+0, rd:0; hdc.dc1; typed atomic 32-bit counter integer decrement
sends (1|M0) r10:ud r20 r40 0x10C 0x0E02FD00 // wr:7+4, rd:0; hdc.dc1; typed atomic 32-bit counter unsigned-integer min
sends (1|M0) r10:ud r20 r40 0x10C 0x07E2FEFE // wr:3+4, rd:30; hdc.dc1; typed atomic 32-bit counter integer compare and swap; u,v,r
sends (16|M0) r10:ud r20 r40 0x4C 0x17AAFF01 // wr:11h+1, rd:26; hdc.dc1; typed atomic 32-bit counter integer pre-decrement (returns pre-decrement value)
send (1|M0) r10 r20 0xC 0x162B0001 // wr:11h+0, rd:2; hdc.dc1; typed atomic 16-bit counter 64b integer compare and swap
send (4|M0) r10 r20 0xC 0x0A6303FE // wr:5+0, rd:6; hdc.dc1; typed atomic 16-bit counter logical XOR
sends (8|M0) r10:ud r20 r40 0x10C 0x02E30C00 // wr:1+4, rd:14; hdc.dc1; typed atomic 16-bit counter unsigned-integer max; u
sends (2|M0) r10:ud r20 r40 0x8C 0x045B0EFD // wr:2h+2, rd:5; hdc.dc1; typed atomic 16-bit counter integer compare and swap; u,v
sends (16|M0) r10:ud r20 r40 0x8C 0x15F30FFE // wr:10+2, rd:31; hdc.dc1; typed atomic 16-bit counter integer pre-decrement (returns pre-decrement value)
send (1|M0) r10 r20 0xC 0x1EAB10FD // wr:15h+0, rd:10; hdc.dc1; typed atomic 16-bit counter 64b integer compare and swap
send (8|M0) r10 r20 0xC 0x09631301 // wr:4+0, rd:22; hdc.dc1; typed atomic 16-bit counter logical XOR; u,v,r,lod
sends (8|M0) r10:ud r20 r40 0x8C 0x13BB1405 // wr:9h+2, rd:27; hdc.dc1; typed atomic 16-bit counter store
sends (16|M0) r10:ud r20 r40 0x4C 0x1C9315FF // wr:14+1, rd:9; hdc.dc1; typed atomic 16-bit counter integer increment
send (2|M0) r10 r20 0xC 0x11331901 // wr:8+0, rd:19; hdc.dc1; typed atomic 16-bit counter commuted integer subtract
send (8|M0) r10 r20 0xC 0x1BF31EFD // wr:13+0, rd:31; hdc.dc1; typed atomic 16-bit counter integer compare and swap
send (16|M0) r10 r20 0xC 0x14DB1F00 // wr:10h+0, rd:13; hdc.dc1; typed atomic 16-bit counter integer pre-decrement (returns pre-decrement value)
send (8|M0) r10 r20 0xC 0x04132001 // wr:2+0, rd:1; hdc.dc1; typed atomic 16-bit counter 64b integer compare and swap; u,v
sends (16|M0) r10:ud r20 r40 0x4C 0x14F321FD // wr:10+1, rd:15; hdc.dc1; typed atomic 16-bit counter logical AND
sends (2|M0) r10:ud r20 r40 0x4C 0x0F9B2700 // wr:7h+1, rd:25; hdc.dc1; typed atomic 16-bit counter integer add
sends (8|M0) r10:ud r20 r40 0x4C 0x0F3338FD // wr:7+1, rd:19; hdc.dc1; typed atomic 16-bit counter integer subtract
sends (1|M0) r10:ud r20 r40 0x8C 0x11C33C00 // wr:8+2, rd:28; hdc.dc1; typed atomic 16-bit counter unsigned-integer max
send (4|M0) r10 r20 0xC 0x02233FFE // wr:1+0, rd:2; hdc.dc1; typed atomic 16-bit counter integer pre-decrement (returns pre-decrement value); u
sends (2|M0) r10:ud r20 r40 0x10C 0x19B34001 // wr:12+4, rd:27; hdc.dc1; typed surface write with xyzw
send (16|M0) r10 r20 0xC 0x1C234501 // wr:14+0, rd:2; hdc.dc1; typed surface write with yw
sends (2|M0) r10:ud r20 r40 0x10C 0x1D934DFE // wr:14+4, rd:25; hdc.dc1; typed surface write with y
sends (4|M0) r10:ud r20 r40 0x8C 0x0ED34E01 // wr:7+2, rd:13; hdc.dc1; typed surface write with x
sends (8|M0) r10:ud r20 r40 0x10C 0x156351FF // wr:10+4, rd:22; hdc.dc1; typed surface write with yzw
sends (4|M0) r10:ud r20 r40 0x4C 0x13435505 // wr:9+1, rd:20; hdc.dc1; typed surface write with yw
sends (4|M0) r10:ud r20 r40 0x10C 0x0FEB5B01 // wr:7h+4, rd:30; hdc.dc1; typed surface write with z
sends (2|M0) r10:ud r20 r40 0x4C 0x154B5EFE // wr:10h+1, rd:20; hdc.dc1; typed surface write with x
sends (8|M0) r10:ud r20 r40 0x4C 0x128B5F00 // wr:9h+1, rd:8; hdc.dc1; typed surface write with 
sends (1|M0) r10:ud r20 r40 0x10C 0x033361FE // wr:1+4, rd:19; hdc.dc1; typed surface write (high slot group) with yzw; u
sends (2|M0) r10:ud r20 r40 0x4C 0x1F936EFE // wr:15+1, rd:25; hdc.dc1; typed surface write (high slot group) with x
sends (1|M0) r10:ud r20 r40 0x8C 0x022374FE // wr:1+2, rd:2; hdc.dc1; typed surface write with xyw; u
sends (2|M0) r10:ud r20 r40 0x8C 0x08E37805 // wr:4+2, rd:14; hdc.dc1; typed surface write with xyz; u,v,r,lod
sends (8|M0) r10:ud r20 r40 0x10C 0x131B79FF // wr:9h+4, rd:17; hdc.dc1; typed surface write with yz
sends (8|M0) r10:ud r20 r40 0x4C 0x0F637F01 // wr:7+1, rd:22; hdc.dc1; typed surface write with 
send (8|M0) r10 r20 0xC 0x128B8005 // wr:9h+0, rd:8; hdc.dc1; typed surface read returning status with xyzw
send (4|M0) r10 r20 0xC 0x10F382FD // wr:8+0, rd:15; hdc.dc1; typed surface read returning status with xzw
send (1|M0) r10 r20 0xC 0x0CB38300 // wr:6+0, rd:11; hdc.dc1; typed surface read returning status with zw
sends (16|M0) r10:ud r20 r40 0x8C 0x0ABB8C01 // wr:5h+2, rd:11; hdc.dc1; typed surface read returning status with xy
sends (4|M0) r10:ud r20 r40 0x10C 0x02B38DFD // wr:1+4, rd:11; hdc.dc1; typed surface read returning status with y; u
sends (1|M0) r10:ud r20 r40 0x4C 0x149394FD // wr:10+1, rd:9; hdc.dc1; typed surface read returning status with xyw
sends (4|M0) r10:ud r20 r40 0x10C 0x12139EFE // wr:9+4, rd:1; hdc.dc1; typed surface read returning status with x
sends (1|M0) r10:ud r20 r40 0x4C 0x1BFB9FFF // wr:13h+1, rd:31; hdc.dc1; typed surface read returning status with 
send (4|M0) r10 r20 0xC 0x101BA0FD // wr:8h+0, rd:1; hdc.dc1; typed surface read (high slot group) returning status with xyzw
sends (8|M0) r10:ud r20 r40 0x10C 0x122BA100 // wr:9h+4, rd:2; hdc.dc1; typed surface read (high slot group) returning status with yzw
sends (8|M0) r10:ud r20 r40 0x8C 0x1C53AC00 // wr:14+2, rd:5; hdc.dc1; typed surface read (high slot group) returning status with xy
sends (8|M0) r10:ud r20 r40 0x8C 0x16EBAD05 // wr:11h+2, rd:14; hdc.dc1; typed surface read (high slot group) returning status with y
send (8|M0) r10 r20 0xC 0x11CBAFFE // wr:8h+0, rd:28; hdc.dc1; typed surface read (high slot group) returning status with 
sends (2|M0) r10:ud r20 r40 0x10C 0x1423B6FD // wr:10+4, rd:2; hdc.dc1; typed surface read returning status with xw
sends (8|M0) r10:ud r20 r40 0x10C 0x075BB801 // wr:3h+4, rd:21; hdc.dc1; typed surface read returning status with xyz; u,v,r
send (16|M0) r10 r20 0xC 0x1D43BD00 // wr:14+0, rd:20; hdc.dc1; typed surface read returning status with y
sends (8|M0) r10:ud r20 r40 0x8C 0x0F43BFFE // wr:7+2, rd:20; hdc.dc1; typed surface read returning status with 
sends (8|M0) r10:ud r20 r40 0x8C 0x0D53C000 // wr:6+2, rd:21; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x03CBC1FD // wr:1h+0, rd:28; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1193C701 // wr:8+0, rd:25; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x1973D205 // wr:12+4, rd:23; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x0EFBD4FD // wr:7h+1, rd:15; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x17F3D505 // wr:11+1, rd:31; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x0923D8FE // wr:4+2, rd:18; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x0CBBDB01 // wr:6h+2, rd:11; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x140BDDFE // wr:10h+0, rd:0; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x1FB3DE00 // wr:15+2, rd:27; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x1CB3E101 // wr:14+2, rd:11; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x1FD3E401 // wr:15+0, rd:29; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x1F73E605 // wr:15+1, rd:23; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x074BED05 // wr:3h+0, rd:20; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x0F43EEFD // wr:7+1, rd:20; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x052BF300 // wr:2h+2, rd:18; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x0B7BF6FE // wr:5h+2, rd:23; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x1FDBF7FE // wr:15h+0, rd:29; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x113BFFFE // wr:8h+0, rd:19; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x088C0001 // wr:4h+1, rd:8; hdc.dc1; a64 byte gathering read 8b
send (16|M0) r10 r20 0xC 0x1BFC02FF // wr:13h+0, rd:31; hdc.dc1; a64 qword gathering read
send (8|M0) r10 r20 0xC 0x19B40601 // wr:12+0, rd:27; hdc.dc1; a64 qword gathering read
sends (1|M0) r10:ud r20 r40 0x10C 0x1C7C0B05 // wr:14h+4, rd:7; hdc.dc1; a64 byte gathering read 32b
sends (1|M0) r10:ud r20 r40 0x4C 0x0CD41401 // wr:6+1, rd:13; hdc.dc1; a64 byte gathering read 16b
sends (8|M0) r10:ud r20 r40 0x8C 0x1ED41900 // wr:15+2, rd:13; hdc.dc1; a64 dword gathering read
sends (16|M0) r10:ud r20 r40 0x4C 0x1E041A01 // wr:15+1, rd:0; hdc.dc1; a64 qword gathering read
send (4|M0) r10 r20 0xC 0x110C1EFF // wr:8h+0, rd:16; hdc.dc1; a64 qword gathering read
sends (1|M0) r10:ud r20 r40 0x10C 0x084C1FFF // wr:4h+4, rd:4; hdc.dc1; a64 byte gathering read
sends (2|M0) r10:ud r20 r40 0x8C 0x0B5C2001 // wr:5h+2, rd:21; hdc.dc1; a64 byte gathering read 8b
sends (1|M0) r10:ud r20 r40 0x4C 0x1C1C2105 // wr:14h+1, rd:1; hdc.dc1; a64 dword gathering read
sends (1|M0) r10:ud r20 r40 0x8C 0x1C2C2500 // wr:14h+2, rd:2; hdc.dc1; a64 dword gathering read
sends (8|M0) r10:ud r20 r40 0x8C 0x148429FF // wr:10+2, rd:8; hdc.dc1; a64 dword gathering read
send (2|M0) r10 r20 0xC 0x17942AFF // wr:11+0, rd:25; hdc.dc1; a64 qword gathering read
send (2|M0) r10 r20 0xC 0x13543001 // wr:9+0, rd:21; hdc.dc1; a64 byte gathering read 8b
sends (2|M0) r10:ud r20 r40 0x8C 0x17BC3100 // wr:11h+2, rd:27; hdc.dc1; a64 dword gathering read
sends (16|M0) r10:ud r20 r40 0x10C 0x15B43505 // wr:10+4, rd:27; hdc.dc1; a64 dword gathering read
sends (16|M0) r10:ud r20 r40 0x4C 0x1CA438FF // wr:14+1, rd:10; hdc.dc1; a64 byte gathering read 32b
sends (1|M0) r10:ud r20 r40 0x10C 0x0A443C05 // wr:5+4, rd:4; hdc.dc1; a64 byte gathering read
sends (4|M0) r10:ud r20 r40 0x4C 0x07D43FFD // wr:3+1, rd:29; hdc.dc1; a64 byte gathering read
send (8|M0) r10 r20 0xC 0x1E444000 // wr:15+0, rd:4; hdc.dc1; a64 untyped surface read with xyzw
sends (16|M0) r10:ud r20 r40 0x8C 0x16E447FD // wr:11+2, rd:14; hdc.dc1; a64 untyped surface read with w
sends (1|M0) r10:ud r20 r40 0x8C 0x04245E05 // wr:2+2, rd:2; hdc.dc1; a64 untyped surface read with x
send (16|M0) r10 r20 0xC 0x185C61FD // wr:12h+0, rd:5; hdc.dc1; a64 untyped surface read with yzw
sends (16|M0) r10:ud r20 r40 0x4C 0x0E3C6301 // wr:7h+1, rd:3; hdc.dc1; a64 untyped surface read with zw
sends (1|M0) r10:ud r20 r40 0x10C 0x107465FD // wr:8+4, rd:7; hdc.dc1; a64 untyped surface read with yw
send (2|M0) r10 r20 0xC 0x12EC6D05 // wr:9h+0, rd:14; hdc.dc1; a64 untyped surface read with y
sends (16|M0) r10:ud r20 r40 0x10C 0x1A7C7005 // wr:13h+4, rd:7; hdc.dc1; a64 untyped surface read with xyzw
sends (8|M0) r10:ud r20 r40 0x10C 0x151471FE // wr:10+4, rd:17; hdc.dc1; a64 untyped surface read with yzw
send (1|M0) r10 r20 0xC 0x12FC76FD // wr:9h+0, rd:15; hdc.dc1; a64 untyped surface read with xw
send (8|M0) r10 r20 0xC 0x1D847FFE // wr:14+0, rd:24; hdc.dc1; a64 untyped surface read with 
sends (4|M0) r10:ud r20 r40 0x10C 0x08D48000 // wr:4+4, rd:13; hdc.dc1; untyped a64 atomic int32 64b integer compare and swap
send (2|M0) r10 r20 0xC 0x020C8400 // wr:1h+0, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (4|M0) r10:ud r20 r40 0x8C 0x0A7C8705 // wr:5h+2, rd:7; hdc.dc1; untyped a64 atomic int32 integer add
sends (16|M0) r10:ud r20 r40 0x4C 0x06D49305 // wr:3+1, rd:13; hdc.dc1; untyped a64 atomic int64 logical XOR
sends (2|M0) r10:ud r20 r40 0x4C 0x197C9801 // wr:12h+1, rd:23; hdc.dc1; untyped a64 atomic int64 integer subtract
send (1|M0) r10 r20 0xC 0x19449905 // wr:12+0, rd:20; hdc.dc1; untyped a64 atomic int64 commuted integer subtract
sends (16|M0) r10:ud r20 r40 0x10C 0x12849EFE // wr:9+4, rd:8; hdc.dc1; untyped a64 atomic int64 integer compare and swap
send (4|M0) r10 r20 0xC 0x06B4A101 // wr:3+0, rd:11; hdc.dc1; untyped a64 atomic int32 logical AND
sends (4|M0) r10:ud r20 r40 0x4C 0x1514A2FE // wr:10+1, rd:17; hdc.dc1; untyped a64 atomic int32 logical OR
sends (8|M0) r10:ud r20 r40 0x4C 0x1D04A7FD // wr:14+1, rd:16; hdc.dc1; untyped a64 atomic int32 integer add
sends (4|M0) r10:ud r20 r40 0x10C 0x0B7CAC00 // wr:5h+4, rd:23; hdc.dc1; untyped a64 atomic int32 unsigned-integer max
sends (2|M0) r10:ud r20 r40 0x4C 0x0D84ADFD // wr:6+1, rd:24; hdc.dc1; untyped a64 atomic int32 unsigned-integer min
sends (2|M0) r10:ud r20 r40 0x10C 0x1A54B6FF // wr:13+4, rd:5; hdc.dc1; untyped a64 atomic int64 integer decrement
sends (16|M0) r10:ud r20 r40 0x8C 0x0EA4BFFF // wr:7+2, rd:10; hdc.dc1; untyped a64 atomic int64 integer pre-decrement (returns pre-decrement value)
send (16|M0) r10 r20 0xC 0x1F04C0FF // wr:15+0, rd:16; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x0A2CC3FF // wr:5h+1, rd:2; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1734C5FE // wr:11+0, rd:19; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x0B4CCDFE // wr:5h+0, rd:20; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x0CECCF05 // wr:6h+2, rd:14; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x0FE4D2FE // wr:7+4, rd:30; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x1FFCD700 // wr:15h+4, rd:31; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x17DCDA01 // wr:11h+1, rd:29; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x1AA4DE00 // wr:13+0, rd:10; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x1754E1FE // wr:11+0, rd:21; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x1EB4E2FF // wr:15+4, rd:11; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x121CE9FF // wr:9h+1, rd:1; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x15FCEB01 // wr:10h+0, rd:31; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x1424ECFD // wr:10+4, rd:2; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x1F94F1FE // wr:15+2, rd:25; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x19FCF9FE // wr:12h+0, rd:31; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x4C 0x0994FFFF // wr:4+1, rd:25; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x075500FE // wr:3+4, rd:21; hdc.dc1; a64 unaligned oword block read x1
send (8|M0) r10 r20 0xC 0x17ED01FE // wr:11h+0, rd:30; hdc.dc1; a64 unaligned oword block read x1H
sends (1|M0) r10:ud r20 r40 0x4C 0x04B509FE // wr:2+1, rd:11; hdc.dc1; a64 aligned oword block read x1H
sends (4|M0) r10:ud r20 r40 0x8C 0x10650AFF // wr:8+2, rd:6; hdc.dc1; a64 aligned oword block read x2
send (1|M0) r10 r20 0xC 0x11DD11FF // wr:8h+0, rd:29; hdc.dc1; a64 unaligned oword block read x1H
sends (16|M0) r10:ud r20 r40 0x10C 0x179D1C01 // wr:11h+4, rd:25; hdc.dc1; a64 unaligned hword block read x16
sends (2|M0) r10:ud r20 r40 0x10C 0x03451E05 // wr:1+4, rd:20; hdc.dc1; a64 unaligned hword block read x64
sends (16|M0) r10:ud r20 r40 0x8C 0x11F52005 // wr:8+2, rd:31; hdc.dc1; a64 unaligned oword block read x1
send (4|M0) r10 r20 0xC 0x09B52100 // wr:4+0, rd:27; hdc.dc1; a64 unaligned oword block read x1H
sends (4|M0) r10:ud r20 r40 0x10C 0x05ED3501 // wr:2h+4, rd:30; hdc.dc1; a64 unaligned oword block read x16
sends (8|M0) r10:ud r20 r40 0x8C 0x048D3705 // wr:2h+2, rd:8; hdc.dc1; a64 unaligned oword block read x0
send (1|M0) r10 r20 0xC 0x0D253900 // wr:6+0, rd:18; hdc.dc1; a64 unaligned hword block read x2
sends (1|M0) r10:ud r20 r40 0x8C 0x12253BFF // wr:9+2, rd:2; hdc.dc1; a64 unaligned hword block read x8
sends (4|M0) r10:ud r20 r40 0x8C 0x09753FFF // wr:4+2, rd:23; hdc.dc1; a64 unaligned hword block read x128
sends (8|M0) r10:ud r20 r40 0x8C 0x023540FE // wr:1+2, rd:3; hdc.dc1; a64 unaligned oword block write x1
send (4|M0) r10 r20 0xC 0x093D45FF // wr:4h+0, rd:19; hdc.dc1; a64 unaligned oword block write x16
sends (8|M0) r10:ud r20 r40 0x8C 0x0DCD4605 // wr:6h+2, rd:28; hdc.dc1; a64 unaligned oword block write x0
sends (8|M0) r10:ud r20 r40 0x4C 0x033D4A05 // wr:1h+1, rd:19; hdc.dc1; a64 aligned oword block write x2
send (4|M0) r10 r20 0xC 0x171D51FD // wr:11h+0, rd:17; hdc.dc1; a64 unaligned oword block write x1H
send (2|M0) r10 r20 0xC 0x054554FE // wr:2+0, rd:20; hdc.dc1; a64 unaligned oword block write x8
sends (8|M0) r10:ud r20 r40 0x10C 0x0B3D57FD // wr:5h+4, rd:19; hdc.dc1; a64 unaligned oword block write x0
sends (16|M0) r10:ud r20 r40 0x4C 0x19E55E05 // wr:12+1, rd:30; hdc.dc1; a64 unaligned hword block write x64
sends (8|M0) r10:ud r20 r40 0x8C 0x1F3560FE // wr:15+2, rd:19; hdc.dc1; a64 unaligned oword block write x1
send (8|M0) r10 r20 0xC 0x0E0561FF // wr:7+0, rd:0; hdc.dc1; a64 unaligned oword block write x1H
sends (1|M0) r10:ud r20 r40 0x4C 0x0FDD64FF // wr:7h+1, rd:29; hdc.dc1; a64 unaligned oword block write x8
sends (16|M0) r10:ud r20 r40 0x10C 0x08CD6900 // wr:4h+4, rd:12; hdc.dc1; a64 aligned oword block write x1H
sends (8|M0) r10:ud r20 r40 0x4C 0x02DD6F00 // wr:1h+1, rd:13; hdc.dc1; a64 aligned oword block write x0
send (2|M0) r10 r20 0xC 0x12D57305 // wr:9+0, rd:13; hdc.dc1; a64 unaligned oword block write x4
sends (1|M0) r10:ud r20 r40 0x10C 0x195574FD // wr:12+4, rd:21; hdc.dc1; a64 unaligned oword block write x8
sends (2|M0) r10:ud r20 r40 0x8C 0x1B0D75FE // wr:13h+2, rd:16; hdc.dc1; a64 unaligned oword block write x16
send (1|M0) r10 r20 0xC 0x02D57805 // wr:1+0, rd:13; hdc.dc1; a64 unaligned hword block write x1
send (2|M0) r10 r20 0xC 0x09AD7DFE // wr:4h+0, rd:26; hdc.dc1; a64 unaligned hword block write x32
sends (4|M0) r10:ud r20 r40 0x8C 0x1CAD7FFE // wr:14h+2, rd:10; hdc.dc1; a64 unaligned hword block write x128
sends (8|M0) r10:ud r20 r40 0x4C 0x110580FF // wr:8+1, rd:16; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x07F58300 // wr:3+4, rd:31; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x06BD8FFD // wr:3h+0, rd:11; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1BFD9BFD // wr:13h+0, rd:31; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x19F59C00 // wr:12+0, rd:31; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x1B3D9EFE // wr:13h+2, rd:19; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x0A1D9FFD // wr:5h+1, rd:1; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x1935A005 // wr:12+4, rd:19; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x0B85A1FF // wr:5+2, rd:24; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x0F25A801 // wr:7+0, rd:18; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x1D85ABFF // wr:14+1, rd:24; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x146DADFE // wr:10h+0, rd:6; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x0BCDB1FF // wr:5h+4, rd:28; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x02A5B600 // wr:1+0, rd:10; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x04D5BF00 // wr:2+0, rd:13; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x0E45C001 // wr:7+1, rd:4; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x121DC905 // wr:9h+0, rd:1; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x0405CAFF // wr:2+0, rd:0; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x1925CB00 // wr:12+4, rd:18; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x0B9DCC05 // wr:5h+0, rd:25; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x047DCEFE // wr:2h+0, rd:7; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x15ADD7FD // wr:10h+0, rd:26; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x17DDDA00 // wr:11h+0, rd:29; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x0DE5DBFE // wr:6+0, rd:30; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x1FCDDEFD // wr:15h+2, rd:28; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x18E5DF00 // wr:12+0, rd:14; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x050DE1FE // wr:2h+0, rd:16; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x1415E2FF // wr:10+4, rd:1; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x1975E700 // wr:12+0, rd:23; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x8C 0x0EBDF2FF // wr:7h+2, rd:11; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x0F4DFB01 // wr:7h+1, rd:20; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x0F0DFE00 // wr:7h+1, rd:16; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x0E6DFFFF // wr:7h+0, rd:6; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x4C 0x0E3600FD // wr:7+1, rd:3; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x023602FE // wr:1+0, rd:3; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x09960601 // wr:4+4, rd:25; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x19F609FD // wr:12+0, rd:31; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x1CCE1001 // wr:14h+0, rd:12; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x0D7E1205 // wr:6h+4, rd:23; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x08961801 // wr:4+0, rd:9; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x021E1B00 // wr:1h+4, rd:1; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x1F361D01 // wr:15+0, rd:19; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x14061EFF // wr:10+0, rd:0; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x1FF62001 // wr:15+4, rd:31; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x16F62101 // wr:11+4, rd:15; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x03C628FD // wr:1+0, rd:28; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x0F0633FF // wr:7+2, rd:16; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x0F8635FE // wr:7+4, rd:24; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x15EE3A05 // wr:10h+0, rd:30; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x0D863F05 // wr:6+1, rd:24; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x1EEE40FF // wr:15h+4, rd:14; hdc.dc1; a64 untyped surface write with xyzw
send (2|M0) r10 r20 0xC 0x193E4400 // wr:12h+0, rd:19; hdc.dc1; a64 untyped surface write with xyw
send (2|M0) r10 r20 0xC 0x0F7E47FF // wr:7h+0, rd:23; hdc.dc1; a64 untyped surface write with w
sends (2|M0) r10:ud r20 r40 0x4C 0x03164AFE // wr:1+1, rd:17; hdc.dc1; a64 untyped surface write with xz
sends (8|M0) r10:ud r20 r40 0x10C 0x1F564BFD // wr:15+4, rd:21; hdc.dc1; a64 untyped surface write with z
sends (4|M0) r10:ud r20 r40 0x8C 0x16064E01 // wr:11+2, rd:0; hdc.dc1; a64 untyped surface write with x
sends (1|M0) r10:ud r20 r40 0x8C 0x05BE5405 // wr:2h+2, rd:27; hdc.dc1; a64 untyped surface write with xyw
sends (8|M0) r10:ud r20 r40 0x10C 0x06965505 // wr:3+4, rd:9; hdc.dc1; a64 untyped surface write with yw
sends (2|M0) r10:ud r20 r40 0x10C 0x14F65700 // wr:10+4, rd:15; hdc.dc1; a64 untyped surface write with w
send (8|M0) r10 r20 0xC 0x1DDE5C05 // wr:14h+0, rd:29; hdc.dc1; a64 untyped surface write with xy
send (8|M0) r10 r20 0xC 0x09E65E01 // wr:4+0, rd:30; hdc.dc1; a64 untyped surface write with x
sends (2|M0) r10:ud r20 r40 0x8C 0x08D66101 // wr:4+2, rd:13; hdc.dc1; a64 untyped surface write with yzw
sends (1|M0) r10:ud r20 r40 0x8C 0x078E63FD // wr:3h+2, rd:24; hdc.dc1; a64 untyped surface write with zw
sends (4|M0) r10:ud r20 r40 0x8C 0x1B4E67FD // wr:13h+2, rd:20; hdc.dc1; a64 untyped surface write with w
send (8|M0) r10 r20 0xC 0x16566BFD // wr:11+0, rd:5; hdc.dc1; a64 untyped surface write with z
sends (4|M0) r10:ud r20 r40 0x10C 0x0B967005 // wr:5+4, rd:25; hdc.dc1; a64 untyped surface write with xyzw
sends (1|M0) r10:ud r20 r40 0x4C 0x02567305 // wr:1+1, rd:5; hdc.dc1; a64 untyped surface write with zw
sends (1|M0) r10:ud r20 r40 0x8C 0x183677FF // wr:12+2, rd:3; hdc.dc1; a64 untyped surface write with w
sends (4|M0) r10:ud r20 r40 0x8C 0x051E78FD // wr:2h+2, rd:17; hdc.dc1; a64 untyped surface write with xyz
sends (1|M0) r10:ud r20 r40 0x10C 0x088E7D05 // wr:4h+4, rd:8; hdc.dc1; a64 untyped surface write with y
sends (4|M0) r10:ud r20 r40 0x4C 0x051E7FFD // wr:2h+1, rd:17; hdc.dc1; a64 untyped surface write with 
sends (16|M0) r10:ud r20 r40 0x4C 0x14B680FE // wr:10+1, rd:11; hdc.dc1; a64 byte scattering write 8b
sends (8|M0) r10:ud r20 r40 0x8C 0x17268400 // wr:11+2, rd:18; hdc.dc1; a64 byte scattering write 16b
send (1|M0) r10 r20 0xC 0x0F3694FF // wr:7+0, rd:19; hdc.dc1; a64 byte scattering write 16b
sends (16|M0) r10:ud r20 r40 0x10C 0x09A69CFF // wr:4+4, rd:26; hdc.dc1; a64 byte scattering write
send (16|M0) r10 r20 0xC 0x1F469EFE // wr:15+0, rd:20; hdc.dc1; a64 qword scattering write
sends (2|M0) r10:ud r20 r40 0x4C 0x1D46A000 // wr:14+1, rd:20; hdc.dc1; a64 byte scattering write 8b
sends (2|M0) r10:ud r20 r40 0x4C 0x1D7EA1FD // wr:14h+1, rd:23; hdc.dc1; a64 dword scattering write
sends (2|M0) r10:ud r20 r40 0x10C 0x0FEEAFFD // wr:7h+4, rd:30; hdc.dc1; a64 byte scattering write
sends (1|M0) r10:ud r20 r40 0x10C 0x10BEB101 // wr:8h+4, rd:11; hdc.dc1; a64 dword scattering write
sends (2|M0) r10:ud r20 r40 0x4C 0x0B5EB3FF // wr:5h+1, rd:21; hdc.dc1; a64 byte scattering write 8b
send (2|M0) r10 r20 0xC 0x1B7EB4FD // wr:13h+0, rd:23; hdc.dc1; a64 byte scattering write 16b
send (4|M0) r10 r20 0xC 0x1296B500 // wr:9+0, rd:9; hdc.dc1; a64 dword scattering write
sends (2|M0) r10:ud r20 r40 0x10C 0x0756BAFE // wr:3+4, rd:21; hdc.dc1; a64 qword scattering write
sends (8|M0) r10:ud r20 r40 0x8C 0x0A16BDFF // wr:5+2, rd:1; hdc.dc1; a64 dword scattering write
send (16|M0) r10 r20 0xC 0x0D8EBF05 // wr:6h+0, rd:24; hdc.dc1; a64 byte scattering write
sends (2|M0) r10:ud r20 r40 0x4C 0x0F4EC005 // wr:7h+1, rd:20; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x1AAEC100 // wr:13h+0, rd:10; hdc.dc1; float atomic max (32b)
sends (8|M0) r10:ud r20 r40 0x4C 0x0506C2FF // wr:2+1, rd:16; hdc.dc1; float atomic min (32b)
send (2|M0) r10 r20 0xC 0x0506C7FF // wr:2+0, rd:16; hdc.dc1; float atomic 64b subtract (64b)
sends (2|M0) r10:ud r20 r40 0x8C 0x0ADEC800 // wr:5h+2, rd:13; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x0226CCFD // wr:1+1, rd:2; hdc.dc1; float atomic add (32b)
sends (2|M0) r10:ud r20 r40 0x4C 0x03F6CE05 // wr:1+1, rd:31; hdc.dc1; float atomic 64b add (64b)
sends (16|M0) r10:ud r20 r40 0x10C 0x1686DA00 // wr:11+4, rd:8; hdc.dc1; float atomic min (32b)
sends (2|M0) r10:ud r20 r40 0x4C 0x1166DEFD // wr:8+1, rd:22; hdc.dc1; float atomic 64b add (64b)
sends (1|M0) r10:ud r20 r40 0x4C 0x1536E101 // wr:10+1, rd:19; hdc.dc1; float atomic max (32b) with return
send (2|M0) r10 r20 0xC 0x1C96E405 // wr:14+0, rd:9; hdc.dc1; float atomic add (32b) with return
sends (16|M0) r10:ud r20 r40 0x8C 0x1C96F0FD // wr:14+2, rd:9; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x4C 0x15A6FBFE // wr:10+1, rd:26; hdc.dc1; float atomic fp-compare and swap  (32b) with return
sends (1|M0) r10:ud r20 r40 0x4C 0x16FEFFFD // wr:11h+1, rd:15; hdc.dc1; float atomic 64b subtract (64b) with return
sends (8|M0) r10:ud r20 r40 0x4C 0x11EF0000 // wr:8h+1, rd:30; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x18770405 // wr:12+4, rd:7; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x188F0BFF // wr:12h+2, rd:8; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x061F0CFE // wr:3h+0, rd:1; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x08970DFD // wr:4+0, rd:9; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x09F70EFD // wr:4+2, rd:31; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x0A371601 // wr:5+4, rd:3; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x04371800 // wr:2+4, rd:3; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x0CBF1E05 // wr:6h+2, rd:11; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x03FF2105 // wr:1h+0, rd:31; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x0C4726FD // wr:6+0, rd:4; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x09072900 // wr:4+0, rd:16; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x117F2B01 // wr:8h+4, rd:23; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x17CF2EFD // wr:11h+2, rd:28; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x106F3AFF // wr:8h+2, rd:6; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x0DA73F05 // wr:6+4, rd:26; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x106740FF // wr:8+2, rd:6; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x041F42FE // wr:2h+1, rd:1; hdc.dc1; a64 float atomic min (32b)
sends (2|M0) r10:ud r20 r40 0x8C 0x120F44FE // wr:9h+2, rd:0; hdc.dc1; a64 float atomic add (32b)
sends (4|M0) r10:ud r20 r40 0x10C 0x178F5105 // wr:11h+4, rd:24; hdc.dc1; a64 float atomic max (32b)
send (1|M0) r10 r20 0xC 0x095F56FF // wr:4h+0, rd:21; hdc.dc1; a64 float atomic 64b add (64b)
send (1|M0) r10 r20 0xC 0x1B9F58FD // wr:13h+0, rd:25; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x19875DFD // wr:12+2, rd:24; hdc.dc1; a64 float atomic subtract (32b)
send (4|M0) r10 r20 0xC 0x12BF5E01 // wr:9h+0, rd:11; hdc.dc1; a64 float atomic 64b add (64b)
sends (2|M0) r10:ud r20 r40 0x8C 0x1A0F6105 // wr:13h+2, rd:0; hdc.dc1; a64 float atomic max (32b) with return
sends (8|M0) r10:ud r20 r40 0x4C 0x107766FE // wr:8+1, rd:7; hdc.dc1; a64 float atomic 64b add (64b) with return
send (1|M0) r10 r20 0xC 0x16AF69FD // wr:11h+0, rd:10; hdc.dc1; a64 float atomic max (32b) with return
sends (1|M0) r10:ud r20 r40 0x10C 0x1AAF72FF // wr:13h+4, rd:10; hdc.dc1; a64 float atomic min (32b) with return
send (16|M0) r10 r20 0xC 0x0D7779FF // wr:6+0, rd:23; hdc.dc1; a64 float atomic max (32b) with return
sends (4|M0) r10:ud r20 r40 0x10C 0x1D677FFE // wr:14+4, rd:22; hdc.dc1; a64 float atomic 64b subtract (64b) with return
sends (16|M0) r10:ud r20 r40 0x8C 0x129F8000 // wr:9h+2, rd:9; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1CAF8100 // wr:14h+0, rd:10; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x14C782FF // wr:10+2, rd:12; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x14E784FF // wr:10+4, rd:14; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x14BF8C01 // wr:10h+2, rd:11; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x147F8E05 // wr:10h+4, rd:7; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x03CF90FE // wr:1h+4, rd:28; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x042F93FF // wr:2h+0, rd:2; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1E2795FE // wr:15+0, rd:2; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x089796FE // wr:4+4, rd:9; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x1C2F9C00 // wr:14h+0, rd:2; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x12579EFF // wr:9+2, rd:5; hdc.dc1; ?
send (2|M0) r10 r20 0xC 0x066FA1FF // wr:3h+0, rd:6; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x0A67A3FF // wr:5+4, rd:6; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x1407A405 // wr:10+1, rd:0; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x1D2FA9FF // wr:14h+2, rd:18; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x14E7B5FE // wr:10+2, rd:14; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x0677B900 // wr:3+1, rd:7; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x1EAFBB00 // wr:15h+2, rd:10; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x1197BFFE // wr:8+0, rd:25; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x0A87C005 // wr:5+0, rd:8; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x0A57C605 // wr:5+2, rd:5; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x183FCDFD // wr:12h+0, rd:3; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x03F7CEFF // wr:1+1, rd:31; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x0DF7D2FE // wr:6+4, rd:31; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x0717DBFE // wr:3+4, rd:17; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x10C 0x13CFDEFE // wr:9h+4, rd:28; hdc.dc1; ?
sends (16|M0) r10:ud r20 r40 0x10C 0x1D6FE001 // wr:14h+4, rd:22; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x164FE1FE // wr:11h+4, rd:4; hdc.dc1; ?
sends (8|M0) r10:ud r20 r40 0x8C 0x0A0FEAFD // wr:5h+2, rd:0; hdc.dc1; ?
send (1|M0) r10 r20 0xC 0x04DFEBFE // wr:2h+0, rd:13; hdc.dc1; ?
send (8|M0) r10 r20 0xC 0x1EF7EEFF // wr:15+0, rd:15; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x4C 0x0257F001 // wr:1+1, rd:5; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x8C 0x195FF6FE // wr:12h+2, rd:21; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x0B1FFB01 // wr:5h+0, rd:17; hdc.dc1; ?
send (4|M0) r10 r20 0xC 0x08CFFE01 // wr:4h+0, rd:12; hdc.dc1; ?
send (16|M0) r10 r20 0xC 0x0347FFFE // wr:1+0, rd:20; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x42 0x06B001B8 // wr:3+1, rd:11; sampler; unknown simd mode sample using sampler index 1
send (8|M0) r10 r20 0x2 0x48B00C63 // wr:4+0, rd:11; sampler; unknown simd mode 16b sample using sampler index 12
send (1|M0) r10 r20 0x2 0x07D201BF // wr:3+0, rd:29; sampler; simd8 sample using sampler index 1
sends (4|M0) r10:ud r20 r40 0x82 0x4D320538 // wr:6+2, rd:19; sampler; simd8 16b sample using sampler index 5
sends (2|M0) r10:ud r20 r40 0x42 0x099C0C4E // wr:4h+1, rd:25; sampler; simd16 sample using sampler index 12
sends (8|M0) r10:ud r20 r40 0x82 0x4E5400B6 // wr:7+2, rd:5; sampler; simd16 16b sample using sampler index 0
sends (1|M0) r10:ud r20 r40 0x82 0x0886095F // wr:4+2, rd:8; sampler; simd32/64 sample unorm using sampler index 9
sends (8|M0) r10:ud r20 r40 0x102 0x4DBE017B // wr:6h+4, rd:27; sampler; simd32/64 16b sample unorm using sampler index 1
sends (1|M0) r10:ud r20 r40 0x102 0x23700DB4 // wr:1+4, rd:23; sampler; unknown simd mode sample using sampler index 13
sends (8|M0) r10:ud r20 r40 0x82 0x7AF0030C // wr:13+2, rd:15; sampler; unknown simd mode 16b sample using sampler index 3
sends (4|M0) r10:ud r20 r40 0x42 0x2D6A0B7D // wr:6h+1, rd:22; sampler; simd8 high sample using sampler index 11
send (8|M0) r10 r20 0x2 0x792A0AC4 // wr:12h+0, rd:18; sampler; simd8 high 16b sample using sampler index 10
sends (2|M0) r10:ud r20 r40 0x102 0x3F840439 // wr:15+4, rd:24; sampler; simd16 high sample using sampler index 4
sends (2|M0) r10:ud r20 r40 0x82 0x7E8C04AB // wr:15h+2, rd:8; sampler; simd16 high 16b sample using sampler index 4
sends (1|M0) r10:ud r20 r40 0x42 0x30D60261 // wr:8+1, rd:13; sampler;  sample using sampler index 2
send (8|M0) r10 r20 0x2 0x6C1E0967 // wr:6h+0, rd:1; sampler;  16b sample using sampler index 9
send (2|M0) r10 r20 0x2 0x16501908 // wr:11+0, rd:5; sampler; unknown simd mode sample+LOD bias using sampler index 9
sends (8|M0) r10:ud r20 r40 0x82 0x4B881FAE // wr:5h+2, rd:24; sampler; unknown simd mode 16b sample+LOD bias using sampler index 15
sends (16|M0) r10:ud r20 r40 0x102 0x1D1215C4 // wr:14+4, rd:17; sampler; simd8 sample+LOD bias using sampler index 5
sends (4|M0) r10:ud r20 r40 0x102 0x54AA11E7 // wr:10h+4, rd:10; sampler; simd8 16b sample+LOD bias using sampler index 1
sends (1|M0) r10:ud r20 r40 0x102 0x1274105F // wr:9+4, rd:7; sampler; simd16 sample+LOD bias using sampler index 0
send (4|M0) r10 r20 0x2 0x4EFC1944 // wr:7h+0, rd:15; sampler; simd16 16b sample+LOD bias using sampler index 9
sends (4|M0) r10:ud r20 r40 0x102 0x035E1553 // wr:1h+4, rd:21; sampler; simd32/64 ? using sampler index 5
sends (2|M0) r10:ud r20 r40 0x82 0x4B861F82 // wr:5+2, rd:24; sampler; simd32/64 16b ? using sampler index 15
sends (16|M0) r10:ud r20 r40 0x82 0x34A81806 // wr:10h+2, rd:10; sampler; unknown simd mode sample+LOD bias using sampler index 8
sends (16|M0) r10:ud r20 r40 0x42 0x74681DFE // wr:10h+1, rd:6; sampler; unknown simd mode 16b sample+LOD bias using sampler index 13
send (4|M0) r10 r20 0x2 0x2A121A5E // wr:5+0, rd:1; sampler; simd8 high sample+LOD bias using sampler index 10
sends (16|M0) r10:ud r20 r40 0x102 0x770A1B86 // wr:11h+4, rd:16; sampler; simd8 high 16b sample+LOD bias using sampler index 11
send (8|M0) r10 r20 0x2 0x3D2C1886 // wr:14h+0, rd:18; sampler; simd16 high sample+LOD bias using sampler index 8
sends (4|M0) r10:ud r20 r40 0x82 0x7E0C1389 // wr:15h+2, rd:0; sampler; simd16 high 16b sample+LOD bias using sampler index 3
sends (8|M0) r10:ud r20 r40 0x82 0x2EFE1CE6 // wr:7h+2, rd:15; sampler;  sample+LOD bias using sampler index 12
sends (16|M0) r10:ud r20 r40 0x102 0x65F61EC6 // wr:2+4, rd:31; sampler;  16b sample+LOD bias using sampler index 14
sends (1|M0) r10:ud r20 r40 0x102 0x18B028A7 // wr:12+4, rd:11; sampler; unknown simd mode sample override LOD using sampler index 8
sends (8|M0) r10:ud r20 r40 0x42 0x48E022AB // wr:4+1, rd:14; sampler; unknown simd mode 16b sample override LOD using sampler index 2
sends (8|M0) r10:ud r20 r40 0x42 0x1E6A2742 // wr:15h+1, rd:6; sampler; simd8 sample override LOD using sampler index 7
send (4|M0) r10 r20 0x2 0x5EBA2B02 // wr:15h+0, rd:11; sampler; simd8 16b sample override LOD using sampler index 11
send (4|M0) r10 r20 0x2 0x0FBC2736 // wr:7h+0, rd:27; sampler; simd16 sample override LOD using sampler index 7
sends (8|M0) r10:ud r20 r40 0x42 0x594421A0 // wr:12+1, rd:20; sampler; simd16 16b sample override LOD using sampler index 1
send (1|M0) r10 r20 0x2 0x03EE2ADD // wr:1h+0, rd:30; sampler; simd32/64 sample unorm+killpix using sampler index 10
sends (2|M0) r10:ud r20 r40 0x82 0x591E2CC7 // wr:12h+2, rd:17; sampler; simd32/64 16b sample unorm+killpix using sampler index 12
sends (4|M0) r10:ud r20 r40 0x42 0x3560285B // wr:10+1, rd:22; sampler; unknown simd mode sample override LOD using sampler index 8
send (8|M0) r10 r20 0x2 0x6E38203D // wr:7h+0, rd:3; sampler; unknown simd mode 16b sample override LOD using sampler index 0
send (8|M0) r10 r20 0x2 0x29DA28A6 // wr:4h+0, rd:29; sampler; simd8 high sample override LOD using sampler index 8
sends (16|M0) r10:ud r20 r40 0x82 0x783A2E9C // wr:12h+2, rd:3; sampler; simd8 high 16b sample override LOD using sampler index 14
sends (16|M0) r10:ud r20 r40 0x42 0x32642DCE // wr:9+1, rd:6; sampler; simd16 high sample override LOD using sampler index 13
send (8|M0) r10 r20 0x2 0x6E3C265D // wr:7h+0, rd:3; sampler; simd16 high 16b sample override LOD using sampler index 6
send (2|M0) r10 r20 0x2 0x2CC62932 // wr:6+0, rd:12; sampler;  sample override LOD using sampler index 9
send (2|M0) r10 r20 0x2 0x7886290F // wr:12+0, rd:8; sampler;  16b sample override LOD using sampler index 9
send (8|M0) r10 r20 0x2 0x0D303CBA // wr:6+0, rd:19; sampler; unknown simd mode sample compare using sampler index 12
send (2|M0) r10 r20 0x2 0x55783F0C // wr:10h+0, rd:23; sampler; unknown simd mode 16b sample compare using sampler index 15
send (16|M0) r10 r20 0x2 0x1ECA3A93 // wr:15h+0, rd:12; sampler; simd8 sample compare using sampler index 10
sends (4|M0) r10:ud r20 r40 0x102 0x4CF23D04 // wr:6+4, rd:15; sampler; simd8 16b sample compare using sampler index 13
sends (16|M0) r10:ud r20 r40 0x102 0x04D433D2 // wr:2+4, rd:13; sampler; simd16 sample compare using sampler index 3
send (8|M0) r10 r20 0x2 0x5BB4384A // wr:13+0, rd:27; sampler; simd16 16b sample compare using sampler index 8
send (2|M0) r10 r20 0x2 0x08EE39A7 // wr:4h+0, rd:14; sampler; simd32/64 ? using sampler index 9
send (8|M0) r10 r20 0x2 0x503E37CC // wr:8h+0, rd:3; sampler; simd32/64 16b ? using sampler index 7
send (1|M0) r10 r20 0x2 0x3CB031CE // wr:14+0, rd:11; sampler; unknown simd mode sample compare using sampler index 1
sends (2|M0) r10:ud r20 r40 0x42 0x6F383A08 // wr:7h+1, rd:19; sampler; unknown simd mode 16b sample compare using sampler index 10
send (16|M0) r10 r20 0x2 0x35DA30EF // wr:10h+0, rd:29; sampler; simd8 high sample compare using sampler index 0
send (2|M0) r10 r20 0x2 0x67223F62 // wr:3+0, rd:18; sampler; simd8 high 16b sample compare using sampler index 15
sends (8|M0) r10:ud r20 r40 0x82 0x37E43E57 // wr:11+2, rd:30; sampler; simd16 high sample compare using sampler index 14
send (4|M0) r10 r20 0x2 0x75D43A56 // wr:10+0, rd:29; sampler; simd16 high 16b sample compare using sampler index 10
sends (2|M0) r10:ud r20 r40 0x82 0x2D7E3AB8 // wr:6h+2, rd:23; sampler;  sample compare using sampler index 10
send (2|M0) r10 r20 0x2 0x704E35C1 // wr:8h+0, rd:4; sampler;  16b sample compare using sampler index 5
sends (8|M0) r10:ud r20 r40 0x102 0x0A7047DC // wr:5+4, rd:7; sampler; unknown simd mode sample gradient using sampler index 7
sends (8|M0) r10:ud r20 r40 0x102 0x42F046A6 // wr:1+4, rd:15; sampler; unknown simd mode 16b sample gradient using sampler index 6
send (2|M0) r10 r20 0x2 0x1EB24282 // wr:15+0, rd:11; sampler; simd8 sample gradient using sampler index 2
sends (2|M0) r10:ud r20 r40 0x102 0x52624F47 // wr:9+4, rd:6; sampler; simd8 16b sample gradient using sampler index 15
sends (16|M0) r10:ud r20 r40 0x42 0x1BFC4EE0 // wr:13h+1, rd:31; sampler; simd16 sample gradient using sampler index 14
send (2|M0) r10 r20 0x2 0x5ED4446D // wr:15+0, rd:13; sampler; simd16 16b sample gradient using sampler index 4
sends (16|M0) r10:ud r20 r40 0x102 0x042E40D3 // wr:2h+4, rd:2; sampler; simd32/64 ? using sampler index 0
sends (8|M0) r10:ud r20 r40 0x102 0x540E47DD // wr:10h+4, rd:0; sampler; simd32/64 16b ? using sampler index 7
sends (8|M0) r10:ud r20 r40 0x82 0x3D984F39 // wr:14h+2, rd:25; sampler; unknown simd mode sample gradient using sampler index 15
send (8|M0) r10 r20 0x2 0x7D684A08 // wr:14h+0, rd:22; sampler; unknown simd mode 16b sample gradient using sampler index 10
send (8|M0) r10 r20 0x2 0x393240F6 // wr:12+0, rd:19; sampler; simd8 high sample gradient using sampler index 0
sends (8|M0) r10:ud r20 r40 0x102 0x7AD243BB // wr:13+4, rd:13; sampler; simd8 high 16b sample gradient using sampler index 3
send (8|M0) r10 r20 0x2 0x3ACC441A // wr:13h+0, rd:12; sampler; simd16 high sample gradient using sampler index 4
send (4|M0) r10 r20 0x2 0x75044085 // wr:10+0, rd:16; sampler; simd16 high 16b sample gradient using sampler index 0
send (2|M0) r10 r20 0x2 0x2E564440 // wr:7+0, rd:5; sampler;  sample gradient using sampler index 4
sends (1|M0) r10:ud r20 r40 0x82 0x699E4842 // wr:4h+2, rd:25; sampler;  16b sample gradient using sampler index 8
sends (2|M0) r10:ud r20 r40 0x42 0x07185361 // wr:3h+1, rd:17; sampler; unknown simd mode sample compare+LOD bias using sampler index 3
sends (16|M0) r10:ud r20 r40 0x82 0x4BF053E4 // wr:5+2, rd:31; sampler; unknown simd mode 16b sample compare+LOD bias using sampler index 3
sends (1|M0) r10:ud r20 r40 0x42 0x1CC25D8F // wr:14+1, rd:12; sampler; simd8 sample compare+LOD bias using sampler index 13
sends (1|M0) r10:ud r20 r40 0x42 0x591A5B90 // wr:12h+1, rd:17; sampler; simd8 16b sample compare+LOD bias using sampler index 11
send (2|M0) r10 r20 0x2 0x08D45657 // wr:4+0, rd:13; sampler; simd16 sample compare+LOD bias using sampler index 6
sends (2|M0) r10:ud r20 r40 0x82 0x56645569 // wr:11+2, rd:6; sampler; simd16 16b sample compare+LOD bias using sampler index 5
sends (16|M0) r10:ud r20 r40 0x42 0x0E9E521D // wr:7h+1, rd:9; sampler; simd32/64 ? using sampler index 2
send (4|M0) r10 r20 0x2 0x55D6572B // wr:10+0, rd:29; sampler; simd32/64 16b ? using sampler index 7
send (4|M0) r10 r20 0x2 0x3AA8557C // wr:13h+0, rd:10; sampler; unknown simd mode sample compare+LOD bias using sampler index 5
send (8|M0) r10 r20 0x2 0x7F285144 // wr:15h+0, rd:18; sampler; unknown simd mode 16b sample compare+LOD bias using sampler index 1
send (1|M0) r10 r20 0x2 0x2EBA5B2F // wr:7h+0, rd:11; sampler; simd8 high sample compare+LOD bias using sampler index 11
send (8|M0) r10 r20 0x2 0x78A25497 // wr:12+0, rd:10; sampler; simd8 high 16b sample compare+LOD bias using sampler index 4
send (8|M0) r10 r20 0x2 0x33645C75 // wr:9+0, rd:22; sampler; simd16 high sample compare+LOD bias using sampler index 12
send (8|M0) r10 r20 0x2 0x744C58A2 // wr:10h+0, rd:4; sampler; simd16 high 16b sample compare+LOD bias using sampler index 8
sends (1|M0) r10:ud r20 r40 0x82 0x24DE5E76 // wr:2h+2, rd:13; sampler;  sample compare+LOD bias using sampler index 14
send (4|M0) r10 r20 0x2 0x79065DE6 // wr:12+0, rd:16; sampler;  16b sample compare+LOD bias using sampler index 13
sends (8|M0) r10:ud r20 r40 0x82 0x18B863AF // wr:12h+2, rd:11; sampler; unknown simd mode sample compare+override LOD using sampler index 3
send (8|M0) r10 r20 0x2 0x5B70695A // wr:13+0, rd:23; sampler; unknown simd mode 16b sample compare+override LOD using sampler index 9
sends (2|M0) r10:ud r20 r40 0x42 0x12426883 // wr:9+1, rd:4; sampler; simd8 sample compare+override LOD using sampler index 8
sends (1|M0) r10:ud r20 r40 0x42 0x57626779 // wr:11+1, rd:22; sampler; simd8 16b sample compare+override LOD using sampler index 7
sends (1|M0) r10:ud r20 r40 0x82 0x174C678E // wr:11h+2, rd:20; sampler; simd16 sample compare+override LOD using sampler index 7
send (16|M0) r10 r20 0x2 0x448C665D // wr:2h+0, rd:8; sampler; simd16 16b sample compare+override LOD using sampler index 6
sends (4|M0) r10:ud r20 r40 0x102 0x11F660BD // wr:8+4, rd:31; sampler; simd32/64 ? using sampler index 0
sends (2|M0) r10:ud r20 r40 0x42 0x5EAE6BFD // wr:15h+1, rd:10; sampler; simd32/64 16b ? using sampler index 11
send (16|M0) r10 r20 0x2 0x2D28674F // wr:6h+0, rd:18; sampler; unknown simd mode sample compare+override LOD using sampler index 7
sends (16|M0) r10:ud r20 r40 0x42 0x64006EAE // wr:2+1, rd:0; sampler; unknown simd mode 16b sample compare+override LOD using sampler index 14
send (4|M0) r10 r20 0x2 0x38226BD6 // wr:12+0, rd:2; sampler; simd8 high sample compare+override LOD using sampler index 11
sends (2|M0) r10:ud r20 r40 0x102 0x73026ED3 // wr:9+4, rd:16; sampler; simd8 high 16b sample compare+override LOD using sampler index 14
sends (4|M0) r10:ud r20 r40 0x102 0x3EE46FDF // wr:15+4, rd:14; sampler; simd16 high sample compare+override LOD using sampler index 15
sends (8|M0) r10:ud r20 r40 0x102 0x65F46803 // wr:2+4, rd:31; sampler; simd16 high 16b sample compare+override LOD using sampler index 8
sends (4|M0) r10:ud r20 r40 0x82 0x24066D67 // wr:2+2, rd:0; sampler;  sample compare+override LOD using sampler index 13
sends (8|M0) r10:ud r20 r40 0x42 0x758E6AD6 // wr:10h+1, rd:24; sampler;  16b sample compare+override LOD using sampler index 10
sends (4|M0) r10:ud r20 r40 0x42 0x0E307A85 // wr:7+1, rd:3; sampler; unknown simd mode sample load using sampler index 10
sends (16|M0) r10:ud r20 r40 0x82 0x56587067 // wr:11h+2, rd:5; sampler; unknown simd mode 16b sample load using sampler index 0
send (1|M0) r10 r20 0x2 0x06B27698 // wr:3+0, rd:11; sampler; simd8 sample load using sampler index 6
send (8|M0) r10 r20 0x2 0x467A76D2 // wr:3h+0, rd:7; sampler; simd8 16b sample load using sampler index 6
send (2|M0) r10 r20 0x2 0x0DF47A13 // wr:6+0, rd:31; sampler; simd16 sample load using sampler index 10
sends (2|M0) r10:ud r20 r40 0x102 0x45EC7284 // wr:2h+4, rd:30; sampler; simd16 16b sample load using sampler index 2
send (4|M0) r10 r20 0x2 0x19167F54 // wr:12+0, rd:17; sampler; simd32/64 ? using sampler index 15
sends (1|M0) r10:ud r20 r40 0x42 0x55AE7A66 // wr:10h+1, rd:26; sampler; simd32/64 16b ? using sampler index 10
sends (2|M0) r10:ud r20 r40 0x82 0x2E607AAD // wr:7+2, rd:6; sampler; unknown simd mode sample load using sampler index 10
sends (16|M0) r10:ud r20 r40 0x102 0x64C87CAC // wr:2h+4, rd:12; sampler; unknown simd mode 16b sample load using sampler index 12
sends (4|M0) r10:ud r20 r40 0x42 0x29DA7A5F // wr:4h+1, rd:29; sampler; simd8 high sample load using sampler index 10
send (2|M0) r10 r20 0x2 0x6CA2741D // wr:6+0, rd:10; sampler; simd8 high 16b sample load using sampler index 4
sends (1|M0) r10:ud r20 r40 0x102 0x3E747FDB // wr:15+4, rd:7; sampler; simd16 high sample load using sampler index 15
sends (16|M0) r10:ud r20 r40 0x102 0x65B47B6B // wr:2+4, rd:27; sampler; simd16 high 16b sample load using sampler index 11
sends (4|M0) r10:ud r20 r40 0x102 0x3C4E7D4F // wr:14h+4, rd:4; sampler;  sample load using sampler index 13
sends (4|M0) r10:ud r20 r40 0x82 0x699E7FCD // wr:4h+2, rd:25; sampler;  16b sample load using sampler index 15
sends (16|M0) r10:ud r20 r40 0x42 0x06608106 // wr:3+1, rd:6; sampler; unknown simd mode sample gather4 using sampler index 1
sends (2|M0) r10:ud r20 r40 0x82 0x4A28879C // wr:5h+2, rd:2; sampler; unknown simd mode 16b sample gather4 using sampler index 7
send (1|M0) r10 r20 0x2 0x134A8714 // wr:9h+0, rd:20; sampler; simd8 sample gather4 using sampler index 7
sends (2|M0) r10:ud r20 r40 0x102 0x5EAA81CA // wr:15h+4, rd:10; sampler; simd8 16b sample gather4 using sampler index 1
send (16|M0) r10 r20 0x2 0x099C8268 // wr:4h+0, rd:25; sampler; simd16 sample gather4 using sampler index 2
send (1|M0) r10 r20 0x2 0x46048800 // wr:3+0, rd:0; sampler; simd16 16b sample gather4 using sampler index 8
sends (4|M0) r10:ud r20 r40 0x82 0x0CEE8E7F // wr:6h+2, rd:14; sampler; simd32/64 sample deinterlace using sampler index 14
send (1|M0) r10 r20 0x2 0x4CD68D22 // wr:6+0, rd:13; sampler; simd32/64 16b sample deinterlace using sampler index 13
sends (4|M0) r10:ud r20 r40 0x82 0x3F508190 // wr:15+2, rd:21; sampler; unknown simd mode sample gather4 using sampler index 1
sends (2|M0) r10:ud r20 r40 0x102 0x7BA88848 // wr:13h+4, rd:26; sampler; unknown simd mode 16b sample gather4 using sampler index 8
send (8|M0) r10 r20 0x2 0x225A8E9E // wr:1h+0, rd:5; sampler; simd8 high sample gather4 using sampler index 14
sends (8|M0) r10:ud r20 r40 0x82 0x794A8C8D // wr:12h+2, rd:20; sampler; simd8 high 16b sample gather4 using sampler index 12
send (8|M0) r10 r20 0x2 0x378C8450 // wr:11h+0, rd:24; sampler; simd16 high sample gather4 using sampler index 4
sends (8|M0) r10:ud r20 r40 0x82 0x70AC8824 // wr:8h+2, rd:10; sampler; simd16 high 16b sample gather4 using sampler index 8
send (4|M0) r10 r20 0x2 0x253686E9 // wr:2+0, rd:19; sampler;  sample gather4 using sampler index 6
sends (1|M0) r10:ud r20 r40 0x102 0x740E8F18 // wr:10h+4, rd:0; sampler;  16b sample gather4 using sampler index 15
send (16|M0) r10 r20 0x2 0x16C89E1D // wr:11h+0, rd:12; sampler; unknown simd mode sample override lod using sampler index 14
sends (1|M0) r10:ud r20 r40 0x42 0x4D389467 // wr:6h+1, rd:19; sampler; unknown simd mode 16b sample override lod using sampler index 4
sends (2|M0) r10:ud r20 r40 0x102 0x0C7A9842 // wr:6h+4, rd:7; sampler; simd8 sample override lod using sampler index 8
sends (2|M0) r10:ud r20 r40 0x82 0x5EB29A76 // wr:15+2, rd:11; sampler; simd8 16b sample override lod using sampler index 10
sends (4|M0) r10:ud r20 r40 0x82 0x1FB49EF7 // wr:15+2, rd:27; sampler; simd16 sample override lod using sampler index 14
send (16|M0) r10 r20 0x2 0x46949ACD // wr:3+0, rd:9; sampler; simd16 16b sample override lod using sampler index 10
sends (8|M0) r10:ud r20 r40 0x82 0x1E869D08 // wr:15+2, rd:8; sampler; simd32/64 ? using sampler index 13
send (1|M0) r10 r20 0x2 0x43F6933C // wr:1+0, rd:31; sampler; simd32/64 16b ? using sampler index 3
sends (2|M0) r10:ud r20 r40 0x102 0x24109594 // wr:2+4, rd:1; sampler; unknown simd mode sample override lod using sampler index 5
sends (1|M0) r10:ud r20 r40 0x42 0x71209ADC // wr:8+1, rd:18; sampler; unknown simd mode 16b sample override lod using sampler index 10
sends (2|M0) r10:ud r20 r40 0x82 0x326A9091 // wr:9h+2, rd:6; sampler; simd8 high sample override lod using sampler index 0
sends (16|M0) r10:ud r20 r40 0x102 0x6AAA90CE // wr:5h+4, rd:10; sampler; simd8 high 16b sample override lod using sampler index 0
sends (1|M0) r10:ud r20 r40 0x42 0x2A049624 // wr:5+1, rd:0; sampler; simd16 high sample override lod using sampler index 6
sends (8|M0) r10:ud r20 r40 0x42 0x7DEC9E77 // wr:14h+1, rd:30; sampler; simd16 high 16b sample override lod using sampler index 14
sends (16|M0) r10:ud r20 r40 0x82 0x3F269D16 // wr:15+2, rd:18; sampler;  sample override lod using sampler index 13
sends (2|M0) r10:ud r20 r40 0x42 0x6946900A // wr:4+1, rd:20; sampler;  16b sample override lod using sampler index 0
sends (4|M0) r10:ud r20 r40 0x102 0x0DD0A2B9 // wr:6+4, rd:29; sampler; unknown simd mode sample res info using sampler index 2
sends (2|M0) r10:ud r20 r40 0x42 0x5350A3D6 // wr:9+1, rd:21; sampler; unknown simd mode 16b sample res info using sampler index 3
send (2|M0) r10 r20 0x2 0x1AEAA799 // wr:13h+0, rd:14; sampler; simd8 sample res info using sampler index 7
sends (2|M0) r10:ud r20 r40 0x102 0x5262A8ED // wr:9+4, rd:6; sampler; simd8 16b sample res info using sampler index 8
send (4|M0) r10 r20 0x2 0x12FCA40E // wr:9h+0, rd:15; sampler; simd16 sample res info using sampler index 4
sends (1|M0) r10:ud r20 r40 0x102 0x45BCA5CD // wr:2h+4, rd:27; sampler; simd16 16b sample res info using sampler index 5
sends (4|M0) r10:ud r20 r40 0x82 0x1CEEA68A // wr:14h+2, rd:14; sampler; simd32/64 sample unorm+killpix for media using sampler index 6
send (16|M0) r10 r20 0x2 0x5C26A254 // wr:14+0, rd:2; sampler; simd32/64 16b sample unorm+killpix for media using sampler index 2
sends (2|M0) r10:ud r20 r40 0x82 0x2D70ABC1 // wr:6+2, rd:23; sampler; unknown simd mode sample res info using sampler index 11
sends (4|M0) r10:ud r20 r40 0x102 0x6290A709 // wr:1+4, rd:9; sampler; unknown simd mode 16b sample res info using sampler index 7
sends (1|M0) r10:ud r20 r40 0x42 0x24CAA1C0 // wr:2h+1, rd:12; sampler; simd8 high sample res info using sampler index 1
sends (4|M0) r10:ud r20 r40 0x42 0x62F2A369 // wr:1+1, rd:15; sampler; simd8 high 16b sample res info using sampler index 3
send (2|M0) r10 r20 0x2 0x2444A6ED // wr:2+0, rd:4; sampler; simd16 high sample res info using sampler index 6
sends (2|M0) r10:ud r20 r40 0x42 0x6E84A19F // wr:7+1, rd:8; sampler; simd16 high 16b sample res info using sampler index 1
sends (8|M0) r10:ud r20 r40 0x42 0x3226A571 // wr:9+1, rd:2; sampler;  sample res info using sampler index 5
send (1|M0) r10 r20 0x2 0x6906A47B // wr:4+0, rd:16; sampler;  16b sample res info using sampler index 4
send (16|M0) r10 r20 0x2 0x0258BA6C // wr:1h+0, rd:5; sampler; unknown simd mode sample info using sampler index 10
sends (16|M0) r10:ud r20 r40 0x42 0x55E0BAFB // wr:10+1, rd:30; sampler; unknown simd mode 16b sample info using sampler index 10
sends (4|M0) r10:ud r20 r40 0x82 0x1CD2BB6F // wr:14+2, rd:13; sampler; simd8 sample info using sampler index 11
sends (8|M0) r10:ud r20 r40 0x102 0x4322B364 // wr:1+4, rd:18; sampler; simd8 16b sample info using sampler index 3
send (8|M0) r10 r20 0x2 0x1564BC40 // wr:10+0, rd:22; sampler; simd16 sample info using sampler index 12
sends (2|M0) r10:ud r20 r40 0x42 0x4614B6F9 // wr:3+1, rd:1; sampler; simd16 16b sample info using sampler index 6
send (1|M0) r10 r20 0x2 0x1F26BD13 // wr:15+0, rd:18; sampler; simd32/64 sample 8x8 using sampler index 13
sends (16|M0) r10:ud r20 r40 0x42 0x55DEB71E // wr:10h+1, rd:29; sampler; simd32/64 16b sample 8x8 using sampler index 7
sends (8|M0) r10:ud r20 r40 0x42 0x3568B3D3 // wr:10h+1, rd:22; sampler; unknown simd mode sample info using sampler index 3
sends (2|M0) r10:ud r20 r40 0x82 0x7178BF09 // wr:8h+2, rd:23; sampler; unknown simd mode 16b sample info using sampler index 15
send (2|M0) r10 r20 0x2 0x37AABA56 // wr:11h+0, rd:26; sampler; simd8 high sample info using sampler index 10
sends (4|M0) r10:ud r20 r40 0x102 0x70F2BE78 // wr:8+4, rd:15; sampler; simd8 high 16b sample info using sampler index 14
sends (1|M0) r10:ud r20 r40 0x42 0x38B4B21D // wr:12+1, rd:11; sampler; simd16 high sample info using sampler index 2
sends (2|M0) r10:ud r20 r40 0x102 0x6F14BC76 // wr:7+4, rd:17; sampler; simd16 high 16b sample info using sampler index 12
send (8|M0) r10 r20 0x2 0x2F76B689 // wr:7+0, rd:23; sampler;  sample info using sampler index 6
send (16|M0) r10 r20 0x2 0x732EBE61 // wr:9h+0, rd:18; sampler;  16b sample info using sampler index 14
sends (16|M0) r10:ud r20 r40 0x42 0x0B90C88E // wr:5+1, rd:25; sampler; unknown simd mode sample+killpix using sampler index 8
sends (8|M0) r10:ud r20 r40 0x82 0x55D8CA35 // wr:10h+2, rd:29; sampler; unknown simd mode 16b sample+killpix using sampler index 10
sends (4|M0) r10:ud r20 r40 0x42 0x1B2ACB9B // wr:13h+1, rd:18; sampler; simd8 sample+killpix using sampler index 11
sends (16|M0) r10:ud r20 r40 0x82 0x5922C390 // wr:12+2, rd:18; sampler; simd8 16b sample+killpix using sampler index 3
send (16|M0) r10 r20 0x2 0x115CC172 // wr:8h+0, rd:21; sampler; simd16 sample+killpix using sampler index 1
send (2|M0) r10 r20 0x2 0x4ACCCA6D // wr:5h+0, rd:12; sampler; simd16 16b sample+killpix using sampler index 10
send (16|M0) r10 r20 0x2 0x184EC579 // wr:12h+0, rd:4; sampler; simd32/64 sample unorm for media using sampler index 5
sends (16|M0) r10:ud r20 r40 0x102 0x4E7ECC78 // wr:7h+4, rd:7; sampler; simd32/64 16b sample unorm for media using sampler index 12
send (1|M0) r10 r20 0x2 0x23A8C0C3 // wr:1h+0, rd:26; sampler; unknown simd mode sample+killpix using sampler index 0
sends (8|M0) r10:ud r20 r40 0x42 0x6228C03A // wr:1h+1, rd:2; sampler; unknown simd mode 16b sample+killpix using sampler index 0
sends (1|M0) r10:ud r20 r40 0x42 0x3E5ACD42 // wr:15h+1, rd:5; sampler; simd8 high sample+killpix using sampler index 13
send (16|M0) r10 r20 0x2 0x7BEAC2F4 // wr:13h+0, rd:30; sampler; simd8 high 16b sample+killpix using sampler index 2
send (1|M0) r10 r20 0x2 0x306CCEA9 // wr:8h+0, rd:6; sampler; simd16 high sample+killpix using sampler index 14
sends (1|M0) r10:ud r20 r40 0x82 0x6984CA19 // wr:4+2, rd:24; sampler; simd16 high 16b sample+killpix using sampler index 10
send (8|M0) r10 r20 0x2 0x365EC1FB // wr:11h+0, rd:5; sampler;  sample+killpix using sampler index 1
sends (8|M0) r10:ud r20 r40 0x102 0x7E76C01F // wr:15+4, rd:7; sampler;  16b sample+killpix using sampler index 0
sends (8|M0) r10:ud r20 r40 0x82 0x1AA0D3C1 // wr:13+2, rd:10; sampler; unknown simd mode ? using sampler index 3
sends (4|M0) r10:ud r20 r40 0x82 0x5790DAA6 // wr:11+2, rd:25; sampler; unknown simd mode 16b ? using sampler index 10
sends (8|M0) r10:ud r20 r40 0x102 0x199AD762 // wr:12h+4, rd:25; sampler; simd8 ? using sampler index 7
send (2|M0) r10 r20 0x2 0x4AAADE59 // wr:5h+0, rd:10; sampler; simd8 16b ? using sampler index 14
send (2|M0) r10 r20 0x2 0x07C4DCA2 // wr:3+0, rd:28; sampler; simd16 ? using sampler index 12
sends (8|M0) r10:ud r20 r40 0x42 0x476CD17D // wr:3h+1, rd:22; sampler; simd16 16b ? using sampler index 1
sends (4|M0) r10:ud r20 r40 0x102 0x1D16D387 // wr:14+4, rd:17; sampler; simd32/64 ? using sampler index 3
send (1|M0) r10 r20 0x2 0x533ED5C9 // wr:9h+0, rd:19; sampler; simd32/64 16b ? using sampler index 5
sends (8|M0) r10:ud r20 r40 0x82 0x36E8D0B7 // wr:11h+2, rd:14; sampler; unknown simd mode ? using sampler index 0
sends (2|M0) r10:ud r20 r40 0x82 0x7920D60D // wr:12+2, rd:18; sampler; unknown simd mode 16b ? using sampler index 6
sends (2|M0) r10:ud r20 r40 0x82 0x2252D24B // wr:1+2, rd:5; sampler; simd8 high ? using sampler index 2
send (8|M0) r10 r20 0x2 0x63CAD8A6 // wr:1h+0, rd:28; sampler; simd8 high 16b ? using sampler index 8
send (2|M0) r10 r20 0x2 0x3A04D709 // wr:13+0, rd:0; sampler; simd16 high ? using sampler index 7
sends (1|M0) r10:ud r20 r40 0x102 0x6DC4DD78 // wr:6+4, rd:28; sampler; simd16 high 16b ? using sampler index 13
send (8|M0) r10 r20 0x2 0x3536D742 // wr:10+0, rd:19; sampler;  ? using sampler index 7
sends (1|M0) r10:ud r20 r40 0x102 0x67C6DC72 // wr:3+4, rd:28; sampler;  16b ? using sampler index 12
send (8|M0) r10 r20 0x2 0x0EE0ED92 // wr:7+0, rd:14; sampler; unknown simd mode ? using sampler index 13
sends (1|M0) r10:ud r20 r40 0x82 0x4E78E2D8 // wr:7h+2, rd:7; sampler; unknown simd mode 16b ? using sampler index 2
send (2|M0) r10 r20 0x2 0x10C2E516 // wr:8+0, rd:12; sampler; simd8 ? using sampler index 5
send (16|M0) r10 r20 0x2 0x5612E4CE // wr:11+0, rd:1; sampler; simd8 16b ? using sampler index 4
send (8|M0) r10 r20 0x2 0x095CE446 // wr:4h+0, rd:21; sampler; simd16 ? using sampler index 4
sends (1|M0) r10:ud r20 r40 0x42 0x4204E1B6 // wr:1+1, rd:0; sampler; simd16 16b ? using sampler index 1
send (4|M0) r10 r20 0x2 0x1F6EEADA // wr:15h+0, rd:22; sampler; simd32/64 ? using sampler index 10
sends (1|M0) r10:ud r20 r40 0x42 0x59F6E35E // wr:12+1, rd:31; sampler; simd32/64 16b ? using sampler index 3
send (2|M0) r10 r20 0x2 0x2750E1CA // wr:3+0, rd:21; sampler; unknown simd mode ? using sampler index 1
send (16|M0) r10 r20 0x2 0x6D30ECB1 // wr:6+0, rd:19; sampler; unknown simd mode 16b ? using sampler index 12
send (2|M0) r10 r20 0x2 0x2452E7D6 // wr:2+0, rd:5; sampler; simd8 high ? using sampler index 7
sends (8|M0) r10:ud r20 r40 0x102 0x7FDAE632 // wr:15h+4, rd:29; sampler; simd8 high 16b ? using sampler index 6
send (1|M0) r10 r20 0x2 0x3424E8FF // wr:10+0, rd:2; sampler; simd16 high ? using sampler index 8
sends (4|M0) r10:ud r20 r40 0x42 0x7C7CE40A // wr:14h+1, rd:7; sampler; simd16 high 16b ? using sampler index 4
sends (1|M0) r10:ud r20 r40 0x42 0x2396E28D // wr:1+1, rd:25; sampler;  ? using sampler index 2
sends (8|M0) r10:ud r20 r40 0x102 0x688EE651 // wr:4h+4, rd:8; sampler;  16b ? using sampler index 6
send (2|M0) r10 r20 0x2 0x0500F192 // wr:2+0, rd:16; sampler; unknown simd mode ? using sampler index 1
send (1|M0) r10 r20 0x2 0x47C0FC47 // wr:3+0, rd:28; sampler; unknown simd mode 16b ? using sampler index 12
sends (8|M0) r10:ud r20 r40 0x42 0x0F7AF3B4 // wr:7h+1, rd:23; sampler; simd8 ? using sampler index 3
sends (4|M0) r10:ud r20 r40 0x102 0x5B62FE37 // wr:13+4, rd:22; sampler; simd8 16b ? using sampler index 14
sends (2|M0) r10:ud r20 r40 0x102 0x0974FFEE // wr:4+4, rd:23; sampler; simd16 ? using sampler index 15
sends (16|M0) r10:ud r20 r40 0x82 0x531CF683 // wr:9h+2, rd:17; sampler; simd16 16b ? using sampler index 6
sends (16|M0) r10:ud r20 r40 0x82 0x0E9EF609 // wr:7h+2, rd:9; sampler; simd32/64 ? using sampler index 6
sends (16|M0) r10:ud r20 r40 0x82 0x4ECEF4F2 // wr:7h+2, rd:12; sampler; simd32/64 16b ? using sampler index 4
sends (1|M0) r10:ud r20 r40 0x102 0x3140F756 // wr:8+4, rd:20; sampler; unknown simd mode ? using sampler index 7
send (4|M0) r10 r20 0x2 0x6878F8A4 // wr:4h+0, rd:7; sampler; unknown simd mode 16b ? using sampler index 8
send (16|M0) r10 r20 0x2 0x2282FE0B // wr:1+0, rd:8; sampler; simd8 high ? using sampler index 14
send (2|M0) r10 r20 0x2 0x748AF164 // wr:10h+0, rd:8; sampler; simd8 high 16b ? using sampler index 1
sends (16|M0) r10:ud r20 r40 0x42 0x307CF2E7 // wr:8h+1, rd:7; sampler; simd16 high ? using sampler index 2
sends (1|M0) r10:ud r20 r40 0x102 0x6CECF71F // wr:6h+4, rd:14; sampler; simd16 high 16b ? using sampler index 7
send (8|M0) r10 r20 0x2 0x36A6F394 // wr:11+0, rd:10; sampler;  ? using sampler index 3
sends (4|M0) r10:ud r20 r40 0x102 0x6536F329 // wr:2+4, rd:19; sampler;  16b ? using sampler index 3
sends (16|M0) r10:ud r20 r40 0x82 0x18910206 // wr:12+2, rd:9; sampler; unknown simd mode sample gather4+compare using sampler index 2
sends (16|M0) r10:ud r20 r40 0x102 0x5B8100AD // wr:13+4, rd:24; sampler; unknown simd mode 16b sample gather4+compare using sampler index 0
send (1|M0) r10 r20 0x2 0x09DB0346 // wr:4h+0, rd:29; sampler; simd8 sample gather4+compare using sampler index 3
sends (2|M0) r10:ud r20 r40 0x102 0x5DAB00E5 // wr:14h+4, rd:26; sampler; simd8 16b sample gather4+compare using sampler index 0
send (1|M0) r10 r20 0x2 0x0B850D4E // wr:5+0, rd:24; sampler; simd16 sample gather4+compare using sampler index 13
sends (2|M0) r10:ud r20 r40 0x82 0x4EAD0119 // wr:7h+2, rd:10; sampler; simd16 16b sample gather4+compare using sampler index 1
sends (4|M0) r10:ud r20 r40 0x42 0x05EF01FF // wr:2h+1, rd:30; sampler; simd32/64 ? using sampler index 1
send (16|M0) r10 r20 0x2 0x574704AF // wr:11+0, rd:20; sampler; simd32/64 16b ? using sampler index 4
sends (8|M0) r10:ud r20 r40 0x42 0x3FC9036E // wr:15h+1, rd:28; sampler; unknown simd mode sample gather4+compare using sampler index 3
sends (2|M0) r10:ud r20 r40 0x82 0x70C104D6 // wr:8+2, rd:12; sampler; unknown simd mode 16b sample gather4+compare using sampler index 4
sends (8|M0) r10:ud r20 r40 0x42 0x3ADB0A93 // wr:13h+1, rd:13; sampler; simd8 high sample gather4+compare using sampler index 10
sends (2|M0) r10:ud r20 r40 0x102 0x71BB0FA9 // wr:8h+4, rd:27; sampler; simd8 high 16b sample gather4+compare using sampler index 15
sends (4|M0) r10:ud r20 r40 0x82 0x3FA5045D // wr:15+2, rd:26; sampler; simd16 high sample gather4+compare using sampler index 4
send (1|M0) r10 r20 0x2 0x798D035E // wr:12h+0, rd:24; sampler; simd16 high 16b sample gather4+compare using sampler index 3
sends (4|M0) r10:ud r20 r40 0x42 0x3F1F0D7D // wr:15h+1, rd:17; sampler;  sample gather4+compare using sampler index 13
send (4|M0) r10 r20 0x2 0x74F70442 // wr:10+0, rd:15; sampler;  16b sample gather4+compare using sampler index 4
sends (16|M0) r10:ud r20 r40 0x102 0x1C61102B // wr:14+4, rd:6; sampler; unknown simd mode sample gather4+pixel offset using sampler index 0
send (4|M0) r10 r20 0x2 0x5E3912CE // wr:15h+0, rd:3; sampler; unknown simd mode 16b sample gather4+pixel offset using sampler index 2
sends (4|M0) r10:ud r20 r40 0x102 0x18FB1C38 // wr:12h+4, rd:15; sampler; simd8 sample gather4+pixel offset using sampler index 12
send (16|M0) r10 r20 0x2 0x55CB1D30 // wr:10h+0, rd:28; sampler; simd8 16b sample gather4+pixel offset using sampler index 13
sends (8|M0) r10:ud r20 r40 0x82 0x08451DFC // wr:4+2, rd:4; sampler; simd16 sample gather4+pixel offset using sampler index 13
sends (16|M0) r10:ud r20 r40 0x82 0x4A7D1F29 // wr:5h+2, rd:7; sampler; simd16 16b sample gather4+pixel offset using sampler index 15
send (1|M0) r10 r20 0x2 0x152F129B // wr:10h+0, rd:18; sampler; simd32/64 ? using sampler index 2
sends (2|M0) r10:ud r20 r40 0x102 0x59BF1BF7 // wr:12h+4, rd:27; sampler; simd32/64 16b ? using sampler index 11
sends (8|M0) r10:ud r20 r40 0x102 0x2CE91808 // wr:6h+4, rd:14; sampler; unknown simd mode sample gather4+pixel offset using sampler index 8
sends (4|M0) r10:ud r20 r40 0x82 0x6DB91979 // wr:6h+2, rd:27; sampler; unknown simd mode 16b sample gather4+pixel offset using sampler index 9
send (4|M0) r10 r20 0x2 0x3DFB1316 // wr:14h+0, rd:31; sampler; simd8 high sample gather4+pixel offset using sampler index 3
send (16|M0) r10 r20 0x2 0x76C310C6 // wr:11+0, rd:12; sampler; simd8 high 16b sample gather4+pixel offset using sampler index 0
send (1|M0) r10 r20 0x2 0x296519CA // wr:4+0, rd:22; sampler; simd16 high sample gather4+pixel offset using sampler index 9
sends (16|M0) r10:ud r20 r40 0x102 0x73F51089 // wr:9+4, rd:31; sampler; simd16 high 16b sample gather4+pixel offset using sampler index 0
send (4|M0) r10 r20 0x2 0x3B5717A2 // wr:13+0, rd:21; sampler;  sample gather4+pixel offset using sampler index 7
send (16|M0) r10 r20 0x2 0x76DF10AD // wr:11h+0, rd:13; sampler;  16b sample gather4+pixel offset using sampler index 0
sends (16|M0) r10:ud r20 r40 0x102 0x1A21212C // wr:13+4, rd:2; sampler; unknown simd mode sample gather4 pixel offset+compare using sampler index 1
sends (2|M0) r10:ud r20 r40 0x42 0x47192825 // wr:3h+1, rd:17; sampler; unknown simd mode 16b sample gather4 pixel offset+compare using sampler index 8
send (8|M0) r10 r20 0x2 0x1D7B2255 // wr:14h+0, rd:23; sampler; simd8 sample gather4 pixel offset+compare using sampler index 2
sends (2|M0) r10:ud r20 r40 0x82 0x5CE3247B // wr:14+2, rd:14; sampler; simd8 16b sample gather4 pixel offset+compare using sampler index 4
sends (1|M0) r10:ud r20 r40 0x82 0x088D22DE // wr:4h+2, rd:8; sampler; simd16 sample gather4 pixel offset+compare using sampler index 2
sends (4|M0) r10:ud r20 r40 0x82 0x55452FCD // wr:10+2, rd:20; sampler; simd16 16b sample gather4 pixel offset+compare using sampler index 15
send (1|M0) r10 r20 0x2 0x1B5F26EC // wr:13h+0, rd:21; sampler; simd32/64 ? using sampler index 6
send (1|M0) r10 r20 0x2 0x49A72E62 // wr:4+0, rd:26; sampler; simd32/64 16b ? using sampler index 14
sends (1|M0) r10:ud r20 r40 0x102 0x3F192D55 // wr:15h+4, rd:17; sampler; unknown simd mode sample gather4 pixel offset+compare using sampler index 13
sends (2|M0) r10:ud r20 r40 0x102 0x77C9276C // wr:11h+4, rd:28; sampler; unknown simd mode 16b sample gather4 pixel offset+compare using sampler index 7
send (8|M0) r10 r20 0x2 0x22E32648 // wr:1+0, rd:14; sampler; simd8 high sample gather4 pixel offset+compare using sampler index 6
sends (2|M0) r10:ud r20 r40 0x42 0x777B2163 // wr:11h+1, rd:23; sampler; simd8 high 16b sample gather4 pixel offset+compare using sampler index 1
sends (4|M0) r10:ud r20 r40 0x102 0x26C52E52 // wr:3+4, rd:12; sampler; simd16 high sample gather4 pixel offset+compare using sampler index 14
sends (8|M0) r10:ud r20 r40 0x82 0x727D296D // wr:9h+2, rd:7; sampler; simd16 high 16b sample gather4 pixel offset+compare using sampler index 9
sends (1|M0) r10:ud r20 r40 0x42 0x37872BBB // wr:11+1, rd:24; sampler;  sample gather4 pixel offset+compare using sampler index 11
sends (1|M0) r10:ud r20 r40 0x102 0x7C2F22FC // wr:14h+4, rd:2; sampler;  16b sample gather4 pixel offset+compare using sampler index 2
sends (1|M0) r10:ud r20 r40 0x42 0x07C13B0B // wr:3+1, rd:28; sampler; unknown simd mode ? using sampler index 11
send (8|M0) r10 r20 0x2 0x5B793C10 // wr:13h+0, rd:23; sampler; unknown simd mode 16b ? using sampler index 12
send (1|M0) r10 r20 0x2 0x09433A2F // wr:4+0, rd:20; sampler; simd8 ? using sampler index 10
sends (4|M0) r10:ud r20 r40 0x102 0x5B9B3A77 // wr:13h+4, rd:25; sampler; simd8 16b ? using sampler index 10
sends (8|M0) r10:ud r20 r40 0x82 0x18ED3174 // wr:12h+2, rd:14; sampler; simd16 ? using sampler index 1
sends (1|M0) r10:ud r20 r40 0x42 0x42A53F3B // wr:1+1, rd:10; sampler; simd16 16b ? using sampler index 15
sends (2|M0) r10:ud r20 r40 0x102 0x058F383E // wr:2h+4, rd:24; sampler; simd32/64 ? using sampler index 8
send (4|M0) r10 r20 0x2 0x48273BDB // wr:4+0, rd:2; sampler; simd32/64 16b ? using sampler index 11
sends (8|M0) r10:ud r20 r40 0x42 0x292936C5 // wr:4h+1, rd:18; sampler; unknown simd mode ? using sampler index 6
send (16|M0) r10 r20 0x2 0x77E1346E // wr:11+0, rd:30; sampler; unknown simd mode 16b ? using sampler index 4
sends (8|M0) r10:ud r20 r40 0x102 0x3F633C55 // wr:15+4, rd:22; sampler; simd8 high ? using sampler index 12
sends (8|M0) r10:ud r20 r40 0x102 0x6AB33F3B // wr:5+4, rd:11; sampler; simd8 high 16b ? using sampler index 15
send (8|M0) r10 r20 0x2 0x32DD3C5F // wr:9h+0, rd:13; sampler; simd16 high ? using sampler index 12
send (16|M0) r10 r20 0x2 0x6A95353C // wr:5+0, rd:9; sampler; simd16 high 16b ? using sampler index 5
send (1|M0) r10 r20 0x2 0x24673110 // wr:2+0, rd:6; sampler;  ? using sampler index 1
send (8|M0) r10 r20 0x2 0x703F3F3D // wr:8h+0, rd:3; sampler;  16b ? using sampler index 15
send (1|M0) r10 r20 0x2 0x0D214899 // wr:6+0, rd:18; sampler; unknown simd mode sample derivatives+compare using sampler index 8
send (8|M0) r10 r20 0x2 0x49B94316 // wr:4h+0, rd:27; sampler; unknown simd mode 16b sample derivatives+compare using sampler index 3
sends (16|M0) r10:ud r20 r40 0x42 0x1B8B473A // wr:13h+1, rd:24; sampler; simd8 sample derivatives+compare using sampler index 7
sends (16|M0) r10:ud r20 r40 0x42 0x4D9B40C5 // wr:6h+1, rd:25; sampler; simd8 16b sample derivatives+compare using sampler index 0
sends (2|M0) r10:ud r20 r40 0x82 0x13C542E3 // wr:9+2, rd:28; sampler; simd16 sample derivatives+compare using sampler index 2
sends (8|M0) r10:ud r20 r40 0x42 0x4ACD4174 // wr:5h+1, rd:12; sampler; simd16 16b sample derivatives+compare using sampler index 1
send (4|M0) r10 r20 0x2 0x123F4189 // wr:9h+0, rd:3; sampler; simd32/64 ? using sampler index 1
sends (4|M0) r10:ud r20 r40 0x102 0x491F436A // wr:4h+4, rd:17; sampler; simd32/64 16b ? using sampler index 3
sends (2|M0) r10:ud r20 r40 0x82 0x34814F7C // wr:10+2, rd:8; sampler; unknown simd mode sample derivatives+compare using sampler index 15
sends (4|M0) r10:ud r20 r40 0x82 0x66314BA4 // wr:3+2, rd:3; sampler; unknown simd mode 16b sample derivatives+compare using sampler index 11
send (2|M0) r10 r20 0x2 0x2FEB44F4 // wr:7h+0, rd:30; sampler; simd8 high sample derivatives+compare using sampler index 4
send (4|M0) r10 r20 0x2 0x655B49A8 // wr:2h+0, rd:21; sampler; simd8 high 16b sample derivatives+compare using sampler index 9
sends (8|M0) r10:ud r20 r40 0x42 0x288545F5 // wr:4+1, rd:8; sampler; simd16 high sample derivatives+compare using sampler index 5
send (2|M0) r10 r20 0x2 0x6F7D4B9B // wr:7h+0, rd:23; sampler; simd16 high 16b sample derivatives+compare using sampler index 11
sends (1|M0) r10:ud r20 r40 0x42 0x23874136 // wr:1+1, rd:24; sampler;  sample derivatives+compare using sampler index 1
sends (8|M0) r10:ud r20 r40 0x82 0x72AF4747 // wr:9h+2, rd:10; sampler;  16b sample derivatives+compare using sampler index 7
sends (1|M0) r10:ud r20 r40 0x102 0x08295E6C // wr:4h+4, rd:2; sampler; unknown simd mode ? using sampler index 14
send (8|M0) r10 r20 0x2 0x44A95FAF // wr:2h+0, rd:10; sampler; unknown simd mode 16b ? using sampler index 15
sends (4|M0) r10:ud r20 r40 0x102 0x148B56BC // wr:10h+4, rd:8; sampler; simd8 ? using sampler index 6
send (16|M0) r10 r20 0x2 0x43235CA8 // wr:1+0, rd:18; sampler; simd8 16b ? using sampler index 12
sends (8|M0) r10:ud r20 r40 0x102 0x1F8D5C2A // wr:15h+4, rd:24; sampler; simd16 ? using sampler index 12
send (16|M0) r10 r20 0x2 0x5FF5513A // wr:15+0, rd:31; sampler; simd16 16b ? using sampler index 1
send (16|M0) r10 r20 0x2 0x130F59A3 // wr:9h+0, rd:16; sampler; simd32/64 ? using sampler index 9
sends (4|M0) r10:ud r20 r40 0x42 0x4A9757D9 // wr:5+1, rd:9; sampler; simd32/64 16b ? using sampler index 7
send (2|M0) r10 r20 0x2 0x25215B15 // wr:2+0, rd:18; sampler; unknown simd mode ? using sampler index 11
send (16|M0) r10 r20 0x2 0x660151CC // wr:3+0, rd:0; sampler; unknown simd mode 16b ? using sampler index 1
send (16|M0) r10 r20 0x2 0x283B54D9 // wr:4h+0, rd:3; sampler; simd8 high ? using sampler index 4
send (1|M0) r10 r20 0x2 0x7AFB576E // wr:13h+0, rd:15; sampler; simd8 high 16b ? using sampler index 7
send (1|M0) r10 r20 0x2 0x23C550B7 // wr:1+0, rd:28; sampler; simd16 high ? using sampler index 0
sends (1|M0) r10:ud r20 r40 0x82 0x6F9D5BDB // wr:7h+2, rd:25; sampler; simd16 high 16b ? using sampler index 11
sends (8|M0) r10:ud r20 r40 0x82 0x2BAF502F // wr:5h+2, rd:26; sampler;  ? using sampler index 0
send (1|M0) r10 r20 0x2 0x7D0F5491 // wr:14h+0, rd:16; sampler;  16b ? using sampler index 4
send (8|M0) r10 r20 0x2 0x12E16CD3 // wr:9+0, rd:14; sampler; unknown simd mode sample min using sampler index 12
send (16|M0) r10 r20 0x2 0x5B096F7A // wr:13h+0, rd:16; sampler; unknown simd mode 16b sample min using sampler index 15
sends (1|M0) r10:ud r20 r40 0x82 0x161362B1 // wr:11+2, rd:1; sampler; simd8 sample min using sampler index 2
sends (4|M0) r10:ud r20 r40 0x102 0x49036C1B // wr:4+4, rd:16; sampler; simd8 16b sample min using sampler index 12
sends (4|M0) r10:ud r20 r40 0x102 0x1ED56048 // wr:15+4, rd:13; sampler; simd16 sample min using sampler index 0
send (1|M0) r10 r20 0x2 0x5F7D671C // wr:15h+0, rd:23; sampler; simd16 16b sample min using sampler index 7
sends (2|M0) r10:ud r20 r40 0x82 0x0C0767F2 // wr:6+2, rd:0; sampler; simd32/64 ? using sampler index 7
sends (8|M0) r10:ud r20 r40 0x82 0x492F69FA // wr:4h+2, rd:18; sampler; simd32/64 16b ? using sampler index 9
sends (16|M0) r10:ud r20 r40 0x42 0x3E8167A4 // wr:15+1, rd:8; sampler; unknown simd mode sample min using sampler index 7
sends (16|M0) r10:ud r20 r40 0x82 0x6A616F3E // wr:5+2, rd:6; sampler; unknown simd mode 16b sample min using sampler index 15
send (1|M0) r10 r20 0x2 0x3A9B6A11 // wr:13h+0, rd:9; sampler; simd8 high sample min using sampler index 10
sends (1|M0) r10:ud r20 r40 0x102 0x6DCB6B2E // wr:6h+4, rd:28; sampler; simd8 high 16b sample min using sampler index 11
send (1|M0) r10 r20 0x2 0x2DAD63F3 // wr:6h+0, rd:26; sampler; simd16 high sample min using sampler index 3
send (1|M0) r10 r20 0x2 0x7A6D6441 // wr:13h+0, rd:6; sampler; simd16 high 16b sample min using sampler index 4
sends (1|M0) r10:ud r20 r40 0x82 0x3E976CD0 // wr:15+2, rd:9; sampler;  sample min using sampler index 12
send (16|M0) r10 r20 0x2 0x73B76DD8 // wr:9+0, rd:27; sampler;  16b sample min using sampler index 13
sends (2|M0) r10:ud r20 r40 0x42 0x0BC9785F // wr:5h+1, rd:28; sampler; unknown simd mode sample max using sampler index 8
send (4|M0) r10 r20 0x2 0x51917775 // wr:8+0, rd:25; sampler; unknown simd mode 16b sample max using sampler index 7
sends (1|M0) r10:ud r20 r40 0x82 0x124B7E16 // wr:9h+2, rd:4; sampler; simd8 sample max using sampler index 14
sends (8|M0) r10:ud r20 r40 0x102 0x59B37498 // wr:12+4, rd:27; sampler; simd8 16b sample max using sampler index 4
sends (16|M0) r10:ud r20 r40 0x82 0x1DD571FD // wr:14+2, rd:29; sampler; simd16 sample max using sampler index 1
sends (2|M0) r10:ud r20 r40 0x42 0x43DD7AB3 // wr:1h+1, rd:29; sampler; simd16 16b sample max using sampler index 10
send (1|M0) r10 r20 0x2 0x0C777C00 // wr:6+0, rd:7; sampler; simd32/64 ? using sampler index 12
send (8|M0) r10 r20 0x2 0x56BF7B35 // wr:11h+0, rd:11; sampler; simd32/64 16b ? using sampler index 11
sends (16|M0) r10:ud r20 r40 0x102 0x376177C9 // wr:11+4, rd:22; sampler; unknown simd mode sample max using sampler index 7
sends (1|M0) r10:ud r20 r40 0x82 0x7D117599 // wr:14+2, rd:17; sampler; unknown simd mode 16b sample max using sampler index 5
sends (4|M0) r10:ud r20 r40 0x82 0x22F37183 // wr:1+2, rd:15; sampler; simd8 high sample max using sampler index 1
sends (8|M0) r10:ud r20 r40 0x82 0x6D03761F // wr:6+2, rd:16; sampler; simd8 high 16b sample max using sampler index 6
send (16|M0) r10 r20 0x2 0x3CED751E // wr:14h+0, rd:14; sampler; simd16 high sample max using sampler index 5
send (16|M0) r10 r20 0x2 0x7BCD7C04 // wr:13h+0, rd:28; sampler; simd16 high 16b sample max using sampler index 12
send (16|M0) r10 r20 0x2 0x2D0F7CDC // wr:6h+0, rd:16; sampler;  sample max using sampler index 12
sends (1|M0) r10:ud r20 r40 0x102 0x7D7F7B03 // wr:14h+4, rd:23; sampler;  16b sample max using sampler index 11
send (1|M0) r10 r20 0x2 0x18C9809A // wr:12h+0, rd:12; sampler; unknown simd mode sample with lod forced to 0 using sampler index 0
send (2|M0) r10 r20 0x2 0x46698B82 // wr:3h+0, rd:6; sampler; unknown simd mode 16b sample with lod forced to 0 using sampler index 11
send (4|M0) r10 r20 0x2 0x08D38674 // wr:4+0, rd:13; sampler; simd8 sample with lod forced to 0 using sampler index 6
send (4|M0) r10 r20 0x2 0x45C38364 // wr:2+0, rd:28; sampler; simd8 16b sample with lod forced to 0 using sampler index 3
sends (4|M0) r10:ud r20 r40 0x42 0x033D87BA // wr:1h+1, rd:19; sampler; simd16 sample with lod forced to 0 using sampler index 7
sends (8|M0) r10:ud r20 r40 0x42 0x5FED84C2 // wr:15h+1, rd:30; sampler; simd16 16b sample with lod forced to 0 using sampler index 4
sends (8|M0) r10:ud r20 r40 0x82 0x097F8C9A // wr:4h+2, rd:23; sampler; simd32/64 ? using sampler index 12
send (1|M0) r10 r20 0x2 0x4ACF81AD // wr:5h+0, rd:12; sampler; simd32/64 16b ? using sampler index 1
sends (2|M0) r10:ud r20 r40 0x102 0x26C9807D // wr:3h+4, rd:12; sampler; unknown simd mode sample with lod forced to 0 using sampler index 0
sends (8|M0) r10:ud r20 r40 0x42 0x7911889B // wr:12+1, rd:17; sampler; unknown simd mode 16b sample with lod forced to 0 using sampler index 8
sends (1|M0) r10:ud r20 r40 0x42 0x3AE38924 // wr:13+1, rd:14; sampler; simd8 high sample with lod forced to 0 using sampler index 9
sends (4|M0) r10:ud r20 r40 0x102 0x738B8488 // wr:9h+4, rd:24; sampler; simd8 high 16b sample with lod forced to 0 using sampler index 4
sends (4|M0) r10:ud r20 r40 0x42 0x32BD8DA2 // wr:9h+1, rd:11; sampler; simd16 high sample with lod forced to 0 using sampler index 13
sends (4|M0) r10:ud r20 r40 0x102 0x7A958985 // wr:13+4, rd:9; sampler; simd16 high 16b sample with lod forced to 0 using sampler index 9
sends (8|M0) r10:ud r20 r40 0x42 0x3437844A // wr:10+1, rd:3; sampler;  sample with lod forced to 0 using sampler index 4
sends (4|M0) r10:ud r20 r40 0x82 0x7B2F8B21 // wr:13h+2, rd:18; sampler;  16b sample with lod forced to 0 using sampler index 11
send (4|M0) r10 r20 0x2 0x16719ADA // wr:11+0, rd:7; sampler; unknown simd mode sample compare+with lod forced to 0 using sampler index 10
send (1|M0) r10 r20 0x2 0x542997B2 // wr:10h+0, rd:2; sampler; unknown simd mode 16b sample compare+with lod forced to 0 using sampler index 7
sends (8|M0) r10:ud r20 r40 0x42 0x1AB39299 // wr:13+1, rd:11; sampler; simd8 sample compare+with lod forced to 0 using sampler index 2
sends (1|M0) r10:ud r20 r40 0x82 0x58539479 // wr:12+2, rd:5; sampler; simd8 16b sample compare+with lod forced to 0 using sampler index 4
sends (16|M0) r10:ud r20 r40 0x82 0x10B59CE4 // wr:8+2, rd:11; sampler; simd16 sample compare+with lod forced to 0 using sampler index 12
send (16|M0) r10 r20 0x2 0x53059BA3 // wr:9+0, rd:16; sampler; simd16 16b sample compare+with lod forced to 0 using sampler index 11
send (16|M0) r10 r20 0x2 0x175797F9 // wr:11+0, rd:21; sampler; simd32/64 ? using sampler index 7
sends (8|M0) r10:ud r20 r40 0x42 0x4B8F94BA // wr:5h+1, rd:24; sampler; simd32/64 16b ? using sampler index 4
sends (8|M0) r10:ud r20 r40 0x82 0x25399C4D // wr:2h+2, rd:19; sampler; unknown simd mode sample compare+with lod forced to 0 using sampler index 12
sends (2|M0) r10:ud r20 r40 0x82 0x698997C4 // wr:4h+2, rd:24; sampler; unknown simd mode 16b sample compare+with lod forced to 0 using sampler index 7
sends (1|M0) r10:ud r20 r40 0x102 0x3CF39B75 // wr:14+4, rd:15; sampler; simd8 high sample compare+with lod forced to 0 using sampler index 11
sends (8|M0) r10:ud r20 r40 0x42 0x777B9CD2 // wr:11h+1, rd:23; sampler; simd8 high 16b sample compare+with lod forced to 0 using sampler index 12
sends (4|M0) r10:ud r20 r40 0x82 0x2F359839 // wr:7+2, rd:19; sampler; simd16 high sample compare+with lod forced to 0 using sampler index 8
sends (16|M0) r10:ud r20 r40 0x82 0x74ED9D60 // wr:10h+2, rd:14; sampler; simd16 high 16b sample compare+with lod forced to 0 using sampler index 13
sends (16|M0) r10:ud r20 r40 0x82 0x3BB79D55 // wr:13+2, rd:27; sampler;  sample compare+with lod forced to 0 using sampler index 13
sends (16|M0) r10:ud r20 r40 0x102 0x79A79A8C // wr:12+4, rd:26; sampler;  16b sample compare+with lod forced to 0 using sampler index 10
sends (1|M0) r10:ud r20 r40 0x102 0x0D21AB84 // wr:6+4, rd:18; sampler; unknown simd mode sample load with lod forced to 0 using sampler index 11
sends (16|M0) r10:ud r20 r40 0x42 0x45E9A6AE // wr:2h+1, rd:30; sampler; unknown simd mode 16b sample load with lod forced to 0 using sampler index 6
sends (1|M0) r10:ud r20 r40 0x82 0x03F3AC35 // wr:1+2, rd:31; sampler; simd8 sample load with lod forced to 0 using sampler index 12
sends (16|M0) r10:ud r20 r40 0x102 0x498BA989 // wr:4h+4, rd:24; sampler; simd8 16b sample load with lod forced to 0 using sampler index 9
send (4|M0) r10 r20 0x2 0x07ADA70B // wr:3h+0, rd:26; sampler; simd16 sample load with lod forced to 0 using sampler index 7
sends (2|M0) r10:ud r20 r40 0x42 0x514DA887 // wr:8h+1, rd:20; sampler; simd16 16b sample load with lod forced to 0 using sampler index 8
sends (1|M0) r10:ud r20 r40 0x82 0x10DFAC7B // wr:8h+2, rd:13; sampler; simd32/64 ? using sampler index 12
sends (1|M0) r10:ud r20 r40 0x42 0x4FC7A9F8 // wr:7+1, rd:28; sampler; simd32/64 16b ? using sampler index 9
sends (2|M0) r10:ud r20 r40 0x102 0x2B89AB7F // wr:5h+4, rd:24; sampler; unknown simd mode sample load with lod forced to 0 using sampler index 11
send (8|M0) r10 r20 0x2 0x7841A437 // wr:12+0, rd:4; sampler; unknown simd mode 16b sample load with lod forced to 0 using sampler index 4
send (2|M0) r10 r20 0x2 0x327BA619 // wr:9h+0, rd:7; sampler; simd8 high sample load with lod forced to 0 using sampler index 6
sends (8|M0) r10:ud r20 r40 0x102 0x7D23AEDC // wr:14+4, rd:18; sampler; simd8 high 16b sample load with lod forced to 0 using sampler index 14
send (8|M0) r10 r20 0x2 0x25F5A789 // wr:2+0, rd:31; sampler; simd16 high sample load with lod forced to 0 using sampler index 7
sends (16|M0) r10:ud r20 r40 0x42 0x6A7DA86F // wr:5h+1, rd:7; sampler; simd16 high 16b sample load with lod forced to 0 using sampler index 8
sends (1|M0) r10:ud r20 r40 0x82 0x30C7A2EF // wr:8+2, rd:12; sampler;  sample load with lod forced to 0 using sampler index 2
sends (1|M0) r10:ud r20 r40 0x82 0x7E37ADCB // wr:15+2, rd:3; sampler;  16b sample load with lod forced to 0 using sampler index 13
sends (2|M0) r10:ud r20 r40 0x42 0x14D1BD16 // wr:10+1, rd:13; sampler; unknown simd mode ? using sampler index 13
send (8|M0) r10 r20 0x2 0x5501B0CA // wr:10+0, rd:16; sampler; unknown simd mode 16b ? using sampler index 0
sends (16|M0) r10:ud r20 r40 0x102 0x120BBA9C // wr:9h+4, rd:0; sampler; simd8 ? using sampler index 10
send (16|M0) r10 r20 0x2 0x5EA3BC26 // wr:15+0, rd:10; sampler; simd8 16b ? using sampler index 12
send (8|M0) r10 r20 0x2 0x1FD5BCDA // wr:15+0, rd:29; sampler; simd16 ? using sampler index 12
sends (4|M0) r10:ud r20 r40 0x42 0x5C5DBA48 // wr:14h+1, rd:5; sampler; simd16 16b ? using sampler index 10
send (16|M0) r10 r20 0x2 0x0607B672 // wr:3+0, rd:0; sampler; simd32/64 ? using sampler index 6
send (4|M0) r10 r20 0x2 0x5F2FB5C9 // wr:15h+0, rd:18; sampler; simd32/64 16b ? using sampler index 5
sends (16|M0) r10:ud r20 r40 0x102 0x38A1BD5A // wr:12+4, rd:10; sampler; unknown simd mode ? using sampler index 13
sends (4|M0) r10:ud r20 r40 0x82 0x6811BC2A // wr:4+2, rd:1; sampler; unknown simd mode 16b ? using sampler index 12
sends (8|M0) r10:ud r20 r40 0x102 0x3C33B807 // wr:14+4, rd:3; sampler; simd8 high ? using sampler index 8
send (8|M0) r10 r20 0x2 0x6293B01A // wr:1+0, rd:9; sampler; simd8 high 16b ? using sampler index 0
sends (2|M0) r10:ud r20 r40 0x42 0x3F55BB13 // wr:15+1, rd:21; sampler; simd16 high ? using sampler index 11
sends (8|M0) r10:ud r20 r40 0x42 0x6D6DBC9E // wr:6h+1, rd:22; sampler; simd16 high 16b ? using sampler index 12
send (4|M0) r10 r20 0x2 0x32EFBFAD // wr:9h+0, rd:14; sampler;  ? using sampler index 15
sends (16|M0) r10:ud r20 r40 0x82 0x6FD7B8BA // wr:7+2, rd:29; sampler;  16b ? using sampler index 8
sends (2|M0) r10:ud r20 r40 0x102 0x1829CA63 // wr:12h+4, rd:2; sampler; unknown simd mode sample ld2 multi-sample wide using sampler index 10
sends (16|M0) r10:ud r20 r40 0x42 0x4381C62F // wr:1+1, rd:24; sampler; unknown simd mode 16b sample ld2 multi-sample wide using sampler index 6
send (2|M0) r10 r20 0x2 0x1ABBCB9E // wr:13h+0, rd:11; sampler; simd8 sample ld2 multi-sample wide using sampler index 11
sends (16|M0) r10:ud r20 r40 0x42 0x55BBC498 // wr:10h+1, rd:27; sampler; simd8 16b sample ld2 multi-sample wide using sampler index 4
sends (4|M0) r10:ud r20 r40 0x102 0x1D5DC35D // wr:14h+4, rd:21; sampler; simd16 sample ld2 multi-sample wide using sampler index 3
send (2|M0) r10 r20 0x2 0x5DBDCAAC // wr:14h+0, rd:27; sampler; simd16 16b sample ld2 multi-sample wide using sampler index 10
sends (16|M0) r10:ud r20 r40 0x82 0x044FCDAA // wr:2h+2, rd:4; sampler; simd32/64 ? using sampler index 13
sends (1|M0) r10:ud r20 r40 0x102 0x529FC91B // wr:9h+4, rd:9; sampler; simd32/64 16b ? using sampler index 9
send (2|M0) r10 r20 0x2 0x2C51C5DE // wr:6+0, rd:5; sampler; unknown simd mode sample ld2 multi-sample wide using sampler index 5
sends (4|M0) r10:ud r20 r40 0x102 0x7C41CB22 // wr:14+4, rd:4; sampler; unknown simd mode 16b sample ld2 multi-sample wide using sampler index 11
sends (2|M0) r10:ud r20 r40 0x102 0x233BCB75 // wr:1h+4, rd:19; sampler; simd8 high sample ld2 multi-sample wide using sampler index 11
send (2|M0) r10 r20 0x2 0x645BC850 // wr:2h+0, rd:5; sampler; simd8 high 16b sample ld2 multi-sample wide using sampler index 8
sends (16|M0) r10:ud r20 r40 0x82 0x3F75C4DB // wr:15+2, rd:23; sampler; simd16 high sample ld2 multi-sample wide using sampler index 4
send (4|M0) r10 r20 0x2 0x7685CD76 // wr:11+0, rd:8; sampler; simd16 high 16b sample ld2 multi-sample wide using sampler index 13
send (8|M0) r10 r20 0x2 0x34CFC908 // wr:10h+0, rd:12; sampler;  sample ld2 multi-sample wide using sampler index 9
send (8|M0) r10 r20 0x2 0x6877C18D // wr:4+0, rd:7; sampler;  16b sample ld2 multi-sample wide using sampler index 1
sends (8|M0) r10:ud r20 r40 0x102 0x1391D819 // wr:9+4, rd:25; sampler; unknown simd mode sample load mcs auxiliary data using sampler index 8
send (4|M0) r10 r20 0x2 0x5C99DFEF // wr:14h+0, rd:9; sampler; unknown simd mode 16b sample load mcs auxiliary data using sampler index 15
send (16|M0) r10 r20 0x2 0x13EBDB8C // wr:9h+0, rd:30; sampler; simd8 sample load mcs auxiliary data using sampler index 11
sends (4|M0) r10:ud r20 r40 0x42 0x5B1BD1FB // wr:13h+1, rd:17; sampler; simd8 16b sample load mcs auxiliary data using sampler index 1
send (4|M0) r10 r20 0x2 0x1FEDD475 // wr:15h+0, rd:30; sampler; simd16 sample load mcs auxiliary data using sampler index 4
send (8|M0) r10 r20 0x2 0x5035DC94 // wr:8+0, rd:3; sampler; simd16 16b sample load mcs auxiliary data using sampler index 12
sends (4|M0) r10:ud r20 r40 0x82 0x1B7FD63D // wr:13h+2, rd:23; sampler; simd32/64 ? using sampler index 6
sends (1|M0) r10:ud r20 r40 0x42 0x5E87D878 // wr:15+1, rd:8; sampler; simd32/64 16b ? using sampler index 8
sends (1|M0) r10:ud r20 r40 0x82 0x2AF9D871 // wr:5h+2, rd:15; sampler; unknown simd mode sample load mcs auxiliary data using sampler index 8
sends (8|M0) r10:ud r20 r40 0x82 0x78C9D0D1 // wr:12h+2, rd:12; sampler; unknown simd mode 16b sample load mcs auxiliary data using sampler index 0
send (4|M0) r10 r20 0x2 0x39A3DC1C // wr:12+0, rd:26; sampler; simd8 high sample load mcs auxiliary data using sampler index 12
sends (1|M0) r10:ud r20 r40 0x82 0x6DEBDADB // wr:6h+2, rd:30; sampler; simd8 high 16b sample load mcs auxiliary data using sampler index 10
send (2|M0) r10 r20 0x2 0x3C15D09D // wr:14+0, rd:1; sampler; simd16 high sample load mcs auxiliary data using sampler index 0
sends (8|M0) r10:ud r20 r40 0x102 0x745DD14D // wr:10h+4, rd:5; sampler; simd16 high 16b sample load mcs auxiliary data using sampler index 1
sends (8|M0) r10:ud r20 r40 0x82 0x2BC7D4BD // wr:5+2, rd:28; sampler;  sample load mcs auxiliary data using sampler index 4
sends (2|M0) r10:ud r20 r40 0x102 0x6967DC43 // wr:4+4, rd:22; sampler;  16b sample load mcs auxiliary data using sampler index 12
sends (4|M0) r10:ud r20 r40 0x42 0x1689E3E3 // wr:11h+1, rd:8; sampler; unknown simd mode sample load multi-sample using sampler index 3
send (4|M0) r10 r20 0x2 0x5829E4C8 // wr:12h+0, rd:2; sampler; unknown simd mode 16b sample load multi-sample using sampler index 4
sends (8|M0) r10:ud r20 r40 0x82 0x0493EDC1 // wr:2+2, rd:9; sampler; simd8 sample load multi-sample using sampler index 13
send (16|M0) r10 r20 0x2 0x5283ECA9 // wr:9+0, rd:8; sampler; simd8 16b sample load multi-sample using sampler index 12
sends (2|M0) r10:ud r20 r40 0x42 0x1F85E88B // wr:15+1, rd:24; sampler; simd16 sample load multi-sample using sampler index 8
sends (8|M0) r10:ud r20 r40 0x42 0x553DE3E0 // wr:10h+1, rd:19; sampler; simd16 16b sample load multi-sample using sampler index 3
send (16|M0) r10 r20 0x2 0x1A9FE22E // wr:13h+0, rd:9; sampler; simd32/64 ? using sampler index 2
sends (16|M0) r10:ud r20 r40 0x42 0x4ED7EA96 // wr:7+1, rd:13; sampler; simd32/64 16b ? using sampler index 10
sends (8|M0) r10:ud r20 r40 0x102 0x3231E1E6 // wr:9+4, rd:3; sampler; unknown simd mode sample load multi-sample using sampler index 1
sends (4|M0) r10:ud r20 r40 0x42 0x7459E7FD // wr:10h+1, rd:5; sampler; unknown simd mode 16b sample load multi-sample using sampler index 7
sends (16|M0) r10:ud r20 r40 0x42 0x356BE44F // wr:10h+1, rd:22; sampler; simd8 high sample load multi-sample using sampler index 4
send (4|M0) r10 r20 0x2 0x69A3EFD4 // wr:4+0, rd:26; sampler; simd8 high 16b sample load multi-sample using sampler index 15
sends (16|M0) r10:ud r20 r40 0x102 0x2435E46E // wr:2+4, rd:3; sampler; simd16 high sample load multi-sample using sampler index 4
sends (4|M0) r10:ud r20 r40 0x42 0x7005E869 // wr:8+1, rd:0; sampler; simd16 high 16b sample load multi-sample using sampler index 8
sends (16|M0) r10:ud r20 r40 0x102 0x3CE7E08E // wr:14+4, rd:14; sampler;  sample load multi-sample using sampler index 0
sends (1|M0) r10:ud r20 r40 0x82 0x6CA7EDF7 // wr:6+2, rd:10; sampler;  16b sample load multi-sample using sampler index 13
send (16|M0) r10 r20 0x2 0x0CD9F667 // wr:6h+0, rd:13; sampler; unknown simd mode sample multi-sample without mcs using sampler index 6
send (4|M0) r10 r20 0x2 0x5299F58C // wr:9h+0, rd:9; sampler; unknown simd mode 16b sample multi-sample without mcs using sampler index 5
sends (1|M0) r10:ud r20 r40 0x102 0x0873FDAD // wr:4+4, rd:7; sampler; simd8 sample multi-sample without mcs using sampler index 13
sends (2|M0) r10:ud r20 r40 0x102 0x5973FFD3 // wr:12+4, rd:23; sampler; simd8 16b sample multi-sample without mcs using sampler index 15
send (4|M0) r10 r20 0x2 0x03BDF836 // wr:1h+0, rd:27; sampler; simd16 sample multi-sample without mcs using sampler index 8
sends (1|M0) r10:ud r20 r40 0x42 0x5FDDFD5F // wr:15h+1, rd:29; sampler; simd16 16b sample multi-sample without mcs using sampler index 13
send (1|M0) r10 r20 0x2 0x0BD7FF4D // wr:5+0, rd:29; sampler; simd32/64 sampler cache flush using sampler index 15
sends (1|M0) r10:ud r20 r40 0x82 0x572FF455 // wr:11h+2, rd:18; sampler; simd32/64 16b sampler cache flush using sampler index 4
send (16|M0) r10 r20 0x2 0x3AA1F4C5 // wr:13+0, rd:10; sampler; unknown simd mode sample multi-sample without mcs using sampler index 4
sends (16|M0) r10:ud r20 r40 0x102 0x6EA9FCDA // wr:7h+4, rd:10; sampler; unknown simd mode 16b sample multi-sample without mcs using sampler index 12
sends (2|M0) r10:ud r20 r40 0x102 0x23ABF606 // wr:1h+4, rd:26; sampler; simd8 high sample multi-sample without mcs using sampler index 6
send (16|M0) r10 r20 0x2 0x633BFA0B // wr:1h+0, rd:19; sampler; simd8 high 16b sample multi-sample without mcs using sampler index 10
sends (2|M0) r10:ud r20 r40 0x42 0x28BDF5BF // wr:4h+1, rd:11; sampler; simd16 high sample multi-sample without mcs using sampler index 5
send (8|M0) r10 r20 0x2 0x6E4DFA51 // wr:7h+0, rd:4; sampler; simd16 high 16b sample multi-sample without mcs using sampler index 10
send (8|M0) r10 r20 0x2 0x35F7F482 // wr:10+0, rd:31; sampler;  sample multi-sample without mcs using sampler index 4
send (1|M0) r10 r20 0x2 0x749FF184 // wr:10h+0, rd:9; sampler;  16b sample multi-sample without mcs using sampler index 1
sends (4|M0) r10:ud r20 r40 0x103 0x05880720 // wr:2h+4, rd:24; gateway; end of thread
send (2|M0) r10 r20 0x3 0x17600580 // wr:11+0, rd:22; gateway; end of thread
send (4|M0) r10 r20 0x3 0x0DA80130 // wr:6h+0, rd:26; gateway; end of thread
sends (4|M0) r10:ud r20 r40 0x103 0x185003A1 // wr:12+4, rd:5; gateway; signal event
sends (2|M0) r10:ud r20 r40 0x83 0x0DE80529 // wr:6h+2, rd:30; gateway; signal event
send (4|M0) r10 r20 0x3 0x1FB807B9 // wr:15h+0, rd:27; gateway; signal event
sends (2|M0) r10:ud r20 r40 0x83 0x19D000FA // wr:12+2, rd:29; gateway; monitor event
send (4|M0) r10 r20 0x3 0x17300692 // wr:11+0, rd:19; gateway; monitor event
send (1|M0) r10 r20 0x3 0x08D8000A // wr:4h+0, rd:13; gateway; monitor event
send (16|M0) r10 r20 0x3 0x10280613 // wr:8h+0, rd:2; gateway; unmonitor event
send (4|M0) r10 r20 0x3 0x0AE80683 // wr:5h+0, rd:14; gateway; unmonitor event
sends (16|M0) r10:ud r20 r40 0x43 0x1F680263 // wr:15h+1, rd:22; gateway; unmonitor event
send (8|M0) r10 r20 0x3 0x1E5800B4 // wr:15h+0, rd:5; gateway; signal barrier
sends (1|M0) r10:ud r20 r40 0x103 0x0508072C // wr:2h+4, rd:16; gateway; signal barrier
send (1|M0) r10 r20 0x3 0x1C1001DC // wr:14+0, rd:1; gateway; signal barrier
sends (16|M0) r10:ud r20 r40 0x83 0x1BF0028D // wr:13+2, rd:31; gateway; ?
send (16|M0) r10 r20 0x3 0x043805ED // wr:2h+0, rd:3; gateway; ?
sends (4|M0) r10:ud r20 r40 0x103 0x0D1007ED // wr:6+4, rd:17; gateway; ?
send (8|M0) r10 r20 0x3 0x0E480186 // wr:7h+0, rd:4; gateway; wait for event
send (8|M0) r10 r20 0x3 0x1F300066 // wr:15+0, rd:19; gateway; wait for event
sends (16|M0) r10:ud r20 r40 0x83 0x08E802CE // wr:4h+2, rd:14; gateway; wait for event
sends (8|M0) r10:ud r20 r40 0x83 0x0C080707 // wr:6h+2, rd:0; gateway; ?
sends (4|M0) r10:ud r20 r40 0x43 0x1700046F // wr:11+1, rd:16; gateway; ?
sends (8|M0) r10:ud r20 r40 0x103 0x0CB80767 // wr:6h+4, rd:11; gateway; ?
send (1|M0) r10 r20 0x6 0x090010E0 // wr:4+0, rd:16; hdc.urb; ?
send (2|M0) r10 r20 0x6 0x18B8B180 // wr:12h+0, rd:11; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x46 0x1C721C80 // wr:14+1, rd:7; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x143A9000 // wr:10h+0, rd:3; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x1A5038B1 // wr:13+0, rd:5; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x86 0x11B8C5B1 // wr:8h+2, rd:27; hdc.urb; ?
send (16|M0) r10 r20 0x6 0x03423201 // wr:1+0, rd:20; hdc.urb; ?
send (2|M0) r10 r20 0x6 0x114A95D1 // wr:8h+0, rd:20; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x1C6858E2 // wr:14h+0, rd:6; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x46 0x1AF09D22 // wr:13+1, rd:15; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x46 0x190A28A2 // wr:12h+1, rd:16; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x1C62E5E2 // wr:14+1, rd:6; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x86 0x08007CF3 // wr:4+2, rd:0; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x16F8A943 // wr:11h+1, rd:15; hdc.urb; ?
send (2|M0) r10 r20 0x6 0x0A5A3703 // wr:5h+0, rd:5; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x056ACF63 // wr:2h+0, rd:22; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x106 0x05385E74 // wr:2h+4, rd:19; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x106 0x1320B004 // wr:9+4, rd:18; hdc.urb; ?
send (4|M0) r10 r20 0x6 0x12CA7EE4 // wr:9h+0, rd:12; hdc.urb; ?
send (16|M0) r10 r20 0x6 0x03BACDB4 // wr:1h+0, rd:27; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x46 0x1DA02235 // wr:14+1, rd:26; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x106 0x1018FDC5 // wr:8h+4, rd:1; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x46 0x07227A05 // wr:3+1, rd:18; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x86 0x0A6AAA05 // wr:5h+2, rd:6; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x0A605966 // wr:5+1, rd:6; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x86 0x0A58BBF6 // wr:5h+2, rd:5; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x106 0x0DB25266 // wr:6+4, rd:27; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x0C2AE096 // wr:6h+0, rd:2; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x074051F7 // wr:3+1, rd:20; hdc.urb; urb dword write
sends (1|M0) r10:ud r20 r40 0x106 0x0EE8F387 // wr:7h+4, rd:14; hdc.urb; urb dword masked write
sends (1|M0) r10:ud r20 r40 0x46 0x04020E47 // wr:2+1, rd:0; hdc.urb; urb dword write with per-slot offset enabled
send (2|M0) r10 r20 0x6 0x0C428C87 // wr:6+0, rd:4; hdc.urb; urb dword masked write with per-slot offset enabled
send (4|M0) r10 r20 0x6 0x0E102148 // wr:7+0, rd:1; hdc.urb; urb dword read
sends (1|M0) r10:ud r20 r40 0x86 0x1150AE88 // wr:8+2, rd:21; hdc.urb; urb dword read
sends (2|M0) r10:ud r20 r40 0x86 0x149239C8 // wr:10+2, rd:9; hdc.urb; urb dword read with per-slot offset enabled
sends (2|M0) r10:ud r20 r40 0x106 0x1F4AC288 // wr:15h+4, rd:20; hdc.urb; urb dword read with per-slot offset enabled
sends (4|M0) r10:ud r20 r40 0x106 0x16F870F9 // wr:11h+4, rd:15; hdc.urb; urb fence
sends (8|M0) r10:ud r20 r40 0x46 0x1F48C919 // wr:15h+1, rd:20; hdc.urb; urb fence
send (2|M0) r10 r20 0x6 0x161A5C49 // wr:11h+0, rd:1; hdc.urb; urb fence
sends (1|M0) r10:ud r20 r40 0x106 0x1CD2CF89 // wr:14+4, rd:13; hdc.urb; urb fence
sends (8|M0) r10:ud r20 r40 0x106 0x08F040DA // wr:4+4, rd:15; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x86 0x19088A7A // wr:12h+2, rd:16; hdc.urb; ?
send (1|M0) r10 r20 0x6 0x1EAA42DA // wr:15h+0, rd:10; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x46 0x0EBADC7A // wr:7h+1, rd:11; hdc.urb; ?
send (16|M0) r10 r20 0x6 0x093876EB // wr:4h+0, rd:19; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x106 0x1FA8E4DB // wr:15h+4, rd:26; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x05FA7E5B // wr:2h+0, rd:31; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x46 0x0E728BDB // wr:7+1, rd:7; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x106 0x03706CDC // wr:1+4, rd:23; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x46 0x0928B76C // wr:4h+1, rd:18; hdc.urb; ?
send (2|M0) r10 r20 0x6 0x1AC237BC // wr:13+0, rd:12; hdc.urb; ?
send (1|M0) r10 r20 0x6 0x02FAF17C // wr:1h+0, rd:15; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x06D050ED // wr:3+0, rd:13; hdc.urb; ?
send (8|M0) r10 r20 0x6 0x16C0FAED // wr:11+0, rd:12; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x46 0x06220D4D // wr:3+1, rd:2; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x86 0x081A8A8D // wr:4h+2, rd:1; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x86 0x045846BE // wr:2h+2, rd:5; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x86 0x07F0F76E // wr:3+2, rd:31; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x86 0x14CA297E // wr:10h+2, rd:12; hdc.urb; ?
send (1|M0) r10 r20 0x6 0x0662DB1E // wr:3+0, rd:6; hdc.urb; ?
send (2|M0) r10 r20 0x6 0x038066CF // wr:1+0, rd:24; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x0F68B78F // wr:7h+1, rd:22; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x86 0x09FA40DF // wr:4h+2, rd:31; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x86 0x0EE2AD0F // wr:7+2, rd:14; hdc.urb; ?
send (16|M0) r10 r20 0x5 0x094C086F // wr:4h+0, rd:20; hdc.rc; full-precision unknown render target op slot group high to surface 111
send (8|M0) r10 r20 0x5 0x0FE415B3 // wr:7+0, rd:30; hdc.rc; full-precision unknown render target op to surface 179
send (8|M0) r10 r20 0x5 0x446C3272 // wr:2h+0, rd:6; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 114
sends (2|M0) r10:ud r20 r40 0x45 0x51BC33D8 // wr:8h+1, rd:27; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 216
sends (4|M0) r10:ud r20 r40 0x45 0x5B841C18 // wr:13+1, rd:24; hdc.rc; half-precision unknown render target op slot group high to surface 24
sends (1|M0) r10:ud r20 r40 0x105 0x19840545 // wr:12+4, rd:24; hdc.rc; full-precision unknown render target op to surface 69
send (8|M0) r10 r20 0x5 0x48C83E29 // wr:4h+0, rd:12; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 41
send (8|M0) r10 r20 0x5 0x0D540717 // wr:6+0, rd:21; hdc.rc; full-precision unknown render target op to surface 23
sends (1|M0) r10:ud r20 r40 0x45 0x46A8707D // wr:3h+1, rd:10; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 125
sends (1|M0) r10:ud r20 r40 0x105 0x4E4C6D82 // wr:7h+4, rd:4; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 130
sends (2|M0) r10:ud r20 r40 0x105 0x15EC76B9 // wr:10h+4, rd:30; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 185
send (4|M0) r10 r20 0x5 0x04047B98 // wr:2+0, rd:0; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 152
sends (2|M0) r10:ud r20 r40 0x85 0x0C544CFC // wr:6+2, rd:5; hdc.rc; full-precision unknown render target op slot group high to surface 252
send (4|M0) r10 r20 0x5 0x4C447D78 // wr:6+0, rd:4; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 120
sends (4|M0) r10:ud r20 r40 0x45 0x5BF86678 // wr:13h+1, rd:31; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 120
sends (2|M0) r10:ud r20 r40 0x105 0x1A8C773F // wr:13h+4, rd:8; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 63
sends (2|M0) r10:ud r20 r40 0x85 0x574C9CBB // wr:11h+2, rd:20; hdc.rc; half-precision unknown render target op slot group high to surface 187
send (8|M0) r10 r20 0x5 0x5DD4B163 // wr:14+0, rd:29; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 99
sends (1|M0) r10:ud r20 r40 0x105 0x4B108E21 // wr:5+4, rd:17; hdc.rc; half-precision unknown render target op slot group high to surface 33
sends (1|M0) r10:ud r20 r40 0x105 0x0E1CBBCF // wr:7h+4, rd:1; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 207
sends (2|M0) r10:ud r20 r40 0x105 0x05A8A4F1 // wr:2h+4, rd:26; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 241
sends (8|M0) r10:ud r20 r40 0x105 0x0F64B590 // wr:7+4, rd:22; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 144
sends (1|M0) r10:ud r20 r40 0x85 0x0EC4B6C3 // wr:7+2, rd:12; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 195
send (16|M0) r10 r20 0x5 0x05348786 // wr:2+0, rd:19; hdc.rc; full-precision unknown render target op to surface 134
send (2|M0) r10 r20 0x5 0x5380D459 // wr:9+0, rd:24; hdc.rc; half-precision unknown render target op to surface 89
send (2|M0) r10 r20 0x5 0x49A4CDE4 // wr:4+0, rd:26; hdc.rc; half-precision unknown render target op slot group high to surface 228
send (8|M0) r10 r20 0x5 0x52D0CEBA // wr:9+0, rd:13; hdc.rc; half-precision unknown render target op slot group high to surface 186
send (4|M0) r10 r20 0x5 0x048CEF75 // wr:2h+0, rd:8; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 117
send (16|M0) r10 r20 0x5 0x4480DCDB // wr:2+0, rd:8; hdc.rc; half-precision unknown render target op slot group high to surface 219
send (1|M0) r10 r20 0x5 0x0D14FD52 // wr:6+0, rd:17; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 82
send (1|M0) r10 r20 0x5 0x1D78C608 // wr:14h+0, rd:23; hdc.rc; full-precision unknown render target op to surface 8
sends (8|M0) r10:ud r20 r40 0x45 0x4640E7AF // wr:3+1, rd:4; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 175
send (16|M0) r10 r20 0x5 0x1255001E // wr:9+0, rd:5; hdc.rc; full-precision unknown render target op to surface 30
sends (16|M0) r10:ud r20 r40 0x105 0x54352153 // wr:10+4, rd:3; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 83
send (16|M0) r10 r20 0x5 0x1C292EB7 // wr:14h+0, rd:2; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 183
send (4|M0) r10 r20 0x5 0x1ABD3FBC // wr:13h+0, rd:11; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 188
sends (4|M0) r10:ud r20 r40 0x105 0x06A10C6A // wr:3+4, rd:10; hdc.rc; full-precision unknown render target op slot group high to surface 106
sends (1|M0) r10:ud r20 r40 0x45 0x485935BE // wr:4h+1, rd:5; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 190
sends (8|M0) r10:ud r20 r40 0x85 0x5A7D2E1A // wr:13h+2, rd:7; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 26
sends (2|M0) r10:ud r20 r40 0x85 0x1F4917B1 // wr:15h+2, rd:20; hdc.rc; full-precision unknown render target op to surface 177
sends (4|M0) r10:ud r20 r40 0x105 0x17655891 // wr:11+4, rd:22; hdc.rc; full-precision unknown render target op slot group high to surface 145
sends (4|M0) r10:ud r20 r40 0x105 0x5AC95924 // wr:13h+4, rd:12; hdc.rc; half-precision unknown render target op slot group high to surface 36
sends (2|M0) r10:ud r20 r40 0x105 0x488576C7 // wr:4+4, rd:8; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 199
send (4|M0) r10 r20 0x5 0x568563F6 // wr:11+0, rd:8; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 246
send (1|M0) r10 r20 0x5 0x4F157C6D // wr:7+0, rd:17; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 109
send (2|M0) r10 r20 0x5 0x577D4526 // wr:11h+0, rd:23; hdc.rc; half-precision unknown render target op to surface 38
sends (16|M0) r10:ud r20 r40 0x45 0x43256612 // wr:1+1, rd:18; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 18
send (8|M0) r10 r20 0x5 0x05715F9A // wr:2+0, rd:23; hdc.rc; full-precision unknown render target op slot group high to surface 154
send (4|M0) r10 r20 0x5 0x1A1DA0C0 // wr:13h+0, rd:1; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 192
send (1|M0) r10 r20 0x5 0x57E5A93F // wr:11+0, rd:30; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 63
sends (2|M0) r10:ud r20 r40 0x105 0x4901B6EC // wr:4+4, rd:16; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 236
send (2|M0) r10 r20 0x5 0x4C7DBB90 // wr:6h+0, rd:7; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 144
send (4|M0) r10 r20 0x5 0x4FA59CEE // wr:7+0, rd:26; hdc.rc; half-precision unknown render target op slot group high to surface 238
sends (4|M0) r10:ud r20 r40 0x45 0x5D299D82 // wr:14h+1, rd:18; hdc.rc; half-precision unknown render target op slot group high to surface 130
send (4|M0) r10 r20 0x5 0x4C518E82 // wr:6+0, rd:5; hdc.rc; half-precision unknown render target op slot group high to surface 130
send (16|M0) r10 r20 0x5 0x4F0997D2 // wr:7h+0, rd:16; hdc.rc; half-precision unknown render target op to surface 210
sends (2|M0) r10:ud r20 r40 0x105 0x5079CC79 // wr:8h+4, rd:7; hdc.rc; half-precision unknown render target op slot group high to surface 121
send (2|M0) r10 r20 0x5 0x13EDE1FF // wr:9h+0, rd:30; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 255
sends (8|M0) r10:ud r20 r40 0x85 0x0D3DD235 // wr:6h+2, rd:19; hdc.rc; full-precision unknown render target op to surface 53
send (4|M0) r10 r20 0x5 0x11E1CF4F // wr:8+0, rd:30; hdc.rc; full-precision unknown render target op slot group high to surface 79
sends (2|M0) r10:ud r20 r40 0x45 0x43E5FC2E // wr:1+1, rd:30; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 46
sends (8|M0) r10:ud r20 r40 0x45 0x4885F511 // wr:4+1, rd:8; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 17
sends (16|M0) r10:ud r20 r40 0x105 0x1A2DE6F0 // wr:13h+4, rd:2; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 240
sends (8|M0) r10:ud r20 r40 0x45 0x4B65EFED // wr:5+1, rd:22; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 237
sends (4|M0) r10:ud r20 r40 0x105 0x066E1426 // wr:3h+4, rd:6; hdc.rc; full-precision unknown render target op to surface 38
sends (2|M0) r10:ud r20 r40 0x85 0x5222018D // wr:9+2, rd:2; hdc.rc; half-precision unknown render target op to surface 141
sends (4|M0) r10:ud r20 r40 0x85 0x46D616EE // wr:3+2, rd:13; hdc.rc; half-precision unknown render target op to surface 238
send (4|M0) r10 r20 0x5 0x03CE37AC // wr:1h+0, rd:28; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 172
sends (8|M0) r10:ud r20 r40 0x45 0x1F861C24 // wr:15+1, rd:24; hdc.rc; full-precision unknown render target op slot group high to surface 36
sends (16|M0) r10:ud r20 r40 0x105 0x4F3E25D0 // wr:7h+4, rd:19; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 208
send (1|M0) r10 r20 0x5 0x5E1E2E91 // wr:15h+0, rd:1; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 145
sends (8|M0) r10:ud r20 r40 0x45 0x10AA3775 // wr:8h+1, rd:10; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 117
send (8|M0) r10 r20 0x5 0x535664E0 // wr:9+0, rd:21; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 224
sends (2|M0) r10:ud r20 r40 0x105 0x16426D34 // wr:11+4, rd:4; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 52
send (1|M0) r10 r20 0x5 0x4BDE62C9 // wr:5h+0, rd:29; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 201
send (4|M0) r10 r20 0x5 0x458A6F53 // wr:2h+0, rd:24; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 83
sends (1|M0) r10:ud r20 r40 0x45 0x1B566C78 // wr:13+1, rd:21; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 120
send (4|M0) r10 r20 0x5 0x0D326566 // wr:6+0, rd:19; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 102
sends (1|M0) r10:ud r20 r40 0x45 0x42F67E73 // wr:1+1, rd:15; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 115
sends (1|M0) r10:ud r20 r40 0x45 0x545E77EB // wr:10h+1, rd:5; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 235
send (16|M0) r10 r20 0x5 0x5CD69839 // wr:14+0, rd:13; hdc.rc; half-precision unknown render target op slot group high to surface 57
sends (1|M0) r10:ud r20 r40 0x45 0x06E2A126 // wr:3+1, rd:14; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 38
sends (4|M0) r10:ud r20 r40 0x85 0x4286BEA0 // wr:1+2, rd:8; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 160
sends (4|M0) r10:ud r20 r40 0x105 0x560687FF // wr:11+4, rd:0; hdc.rc; half-precision unknown render target op to surface 255
sends (4|M0) r10:ud r20 r40 0x85 0x5EF6ACDB // wr:15+2, rd:15; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 219
sends (1|M0) r10:ud r20 r40 0x105 0x10268565 // wr:8+4, rd:2; hdc.rc; full-precision unknown render target op to surface 101
sends (2|M0) r10:ud r20 r40 0x105 0x54B2A6C4 // wr:10+4, rd:11; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 196
send (2|M0) r10 r20 0x5 0x1A168F99 // wr:13+0, rd:1; hdc.rc; full-precision unknown render target op slot group high to surface 153
sends (16|M0) r10:ud r20 r40 0x85 0x154AE8C6 // wr:10h+2, rd:20; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 198
send (4|M0) r10 r20 0x5 0x5E32EDB2 // wr:15+0, rd:3; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 178
sends (1|M0) r10:ud r20 r40 0x105 0x079AFEB9 // wr:3h+4, rd:25; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 185
sends (8|M0) r10:ud r20 r40 0x85 0x4AFEE7C7 // wr:5h+2, rd:15; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 199
send (8|M0) r10 r20 0x5 0x44AAE448 // wr:2h+0, rd:10; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 72
send (2|M0) r10 r20 0x5 0x0CCAD561 // wr:6h+0, rd:12; hdc.rc; full-precision unknown render target op to surface 97
sends (4|M0) r10:ud r20 r40 0x85 0x1DAAFE2D // wr:14h+2, rd:26; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 45
sends (4|M0) r10:ud r20 r40 0x85 0x43B6E7B0 // wr:1+2, rd:27; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 176
sends (8|M0) r10:ud r20 r40 0x85 0x507704BD // wr:8+2, rd:7; hdc.rc; half-precision render target write SIMD8 with Per-Coarse Pixel PS outputs enable to surface 189
send (16|M0) r10 r20 0x5 0x10473D3E // wr:8+0, rd:4; hdc.rc; full-precision render target writeunknown write subop with Per-Coarse Pixel PS outputs enable with Per-Sample Pixel PS outputs enable; last render target slot group high to surface 62
send (4|M0) r10 r20 0x5 0x4CA73295 // wr:6+0, rd:10; hdc.rc; half-precision render target write of low SIMD8 with Per-Coarse Pixel PS outputs enable with Per-Sample Pixel PS outputs enable; last render target to surface 149
send (4|M0) r10 r20 0x5 0x4B170BD2 // wr:5+0, rd:17; hdc.rc; half-precision render target write of high SIMD8 with Per-Coarse Pixel PS outputs enable slot group high to surface 210
send (8|M0) r10 r20 0x5 0x49372CF0 // wr:4+0, rd:19; hdc.rc; half-precision render target write SIMD8 with Per-Coarse Pixel PS outputs enable with Per-Sample Pixel PS outputs enable slot group high to surface 240
sends (1|M0) r10:ud r20 r40 0x85 0x4623058D // wr:3+2, rd:2; hdc.rc; half-precision render target writeunknown write subop to surface 141
sends (8|M0) r10:ud r20 r40 0x85 0x09F32629 // wr:4+2, rd:31; hdc.rc; full-precision render target writeunknown write subop with Per-Sample Pixel PS outputs enable to surface 41
sends (8|M0) r10:ud r20 r40 0x45 0x19271F77 // wr:12+1, rd:18; hdc.rc; full-precision render target writeunknown write subop with Per-Coarse Pixel PS outputs enable; last render target slot group high to surface 119
sends (16|M0) r10:ud r20 r40 0x105 0x0BFB54A0 // wr:5h+4, rd:31; hdc.rc; full-precision render target readunknown read subop to surface 160
sends (8|M0) r10:ud r20 r40 0x45 0x1F137995 // wr:15+1, rd:17; hdc.rc; full-precision render target read SIMD8 with Per-Sample Pixel PS outputs enable slot group high to surface 149
sends (4|M0) r10:ud r20 r40 0x105 0x15AB6A46 // wr:10h+4, rd:26; hdc.rc; full-precision render target readunknown read subop with Per-Sample Pixel PS outputs enable slot group high to surface 70
send (16|M0) r10 r20 0x5 0x4AFB7F73 // wr:5h+0, rd:15; hdc.rc; half-precision render target readunknown read subop with Per-Sample Pixel PS outputs enable slot group high to surface 115
sends (1|M0) r10:ud r20 r40 0x45 0x525764F2 // wr:9+1, rd:5; hdc.rc; half-precision render target readunknown read subop with Per-Sample Pixel PS outputs enable to surface 242
sends (8|M0) r10:ud r20 r40 0x45 0x58C375C7 // wr:12+1, rd:12; hdc.rc; half-precision render target readunknown read subop with Per-Sample Pixel PS outputs enable to surface 199
sends (4|M0) r10:ud r20 r40 0x85 0x49BF5676 // wr:4h+2, rd:27; hdc.rc; half-precision render target readunknown read subop to surface 118
sends (1|M0) r10:ud r20 r40 0x45 0x51EB4F5A // wr:8h+1, rd:30; hdc.rc; half-precision render target readunknown read subop slot group high to surface 90
sends (1|M0) r10:ud r20 r40 0x105 0x1BF3889B // wr:13+4, rd:31; hdc.rc; full-precision unknown render target op slot group high to surface 155
send (1|M0) r10 r20 0x5 0x55E3A193 // wr:10+0, rd:30; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 147
sends (2|M0) r10:ud r20 r40 0x45 0x1F5F8E2B // wr:15h+1, rd:21; hdc.rc; full-precision unknown render target op slot group high to surface 43
sends (16|M0) r10:ud r20 r40 0x45 0x1B8BB77B // wr:13h+1, rd:24; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 123
send (1|M0) r10 r20 0x5 0x51EB9CDB // wr:8h+0, rd:30; hdc.rc; half-precision unknown render target op slot group high to surface 219
send (1|M0) r10 r20 0x5 0x1BCF9D8D // wr:13h+0, rd:28; hdc.rc; full-precision unknown render target op slot group high to surface 141
send (1|M0) r10 r20 0x5 0x453BBE22 // wr:2h+0, rd:19; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 34
send (2|M0) r10 r20 0x5 0x1F03871A // wr:15+0, rd:16; hdc.rc; full-precision unknown render target op to surface 26
sends (16|M0) r10:ud r20 r40 0x85 0x17F7D488 // wr:11+2, rd:31; hdc.rc; full-precision unknown render target op to surface 136
send (16|M0) r10 r20 0x5 0x46ABC59A // wr:3h+0, rd:10; hdc.rc; half-precision unknown render target op to surface 154
send (16|M0) r10 r20 0x5 0x15FBD6E1 // wr:10h+0, rd:31; hdc.rc; full-precision unknown render target op to surface 225
sends (4|M0) r10:ud r20 r40 0x105 0x1C4BE30B // wr:14h+4, rd:4; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 11
send (2|M0) r10 r20 0x5 0x1F2BDC6C // wr:15h+0, rd:18; hdc.rc; full-precision unknown render target op slot group high to surface 108
sends (16|M0) r10:ud r20 r40 0x45 0x4D9FFD43 // wr:6h+1, rd:25; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 67
sends (2|M0) r10:ud r20 r40 0x85 0x5967EE4F // wr:12+2, rd:22; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 79
sends (16|M0) r10:ud r20 r40 0x45 0x137FF71D // wr:9h+1, rd:23; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 29
send (4|M0) r10 r20 0x27 0x0BD00010 {EOT} // wr:5+0, rd:29; spawner; end of thread
send (4|M0) r10 r20 0x27 0x08400011 {EOT} // wr:4+0, rd:4; spawner; ?
send (8|M0) r10 r20 0x27 0x0E600012 {EOT} // wr:7+0, rd:6; spawner; ?
send (8|M0) r10 r20 0x27 0x02680013 {EOT} // wr:1h+0, rd:6; spawner; ?
send (1|M0) r10 r20 0x27 0x10C80014 {EOT} // wr:8h+0, rd:12; spawner; ?
send (1|M0) r10 r20 0x27 0x1A680015 {EOT} // wr:13h+0, rd:6; spawner; ?
send (4|M0) r10 r20 0x27 0x16D00016 {EOT} // wr:11+0, rd:13; spawner; ?
send (1|M0) r10 r20 0x27 0x18B00017 {EOT} // wr:12+0, rd:11; spawner; ?
send (1|M0) r10 r20 0x0 0x5093CCEF // wr:8+0, rd:9; null; ?
sends (16|M0) r10:ud r20 r40 0x100 0x5560AE61 // wr:10+4, rd:22; null; ?
send (8|M0) r10 r20 0x0 0x2753902D // wr:3+0, rd:21; null; ?
sends (2|M0) r10:ud r20 r40 0x80 0x62D19745 // wr:1+2, rd:13; null; ?
sends (1|M0) r10:ud r20 r40 0x40 0x5EDA0CB7 // wr:15h+1, rd:13; null; ?
send (2|M0) r10 r20 0x0 0x1D160CE8 // wr:14+0, rd:17; null; ?
sends (2|M0) r10:ud r20 r40 0x80 0x15B77224 // wr:10+2, rd:27; null; ?
send (8|M0) r10 r20 0x0 0x4B4E20DA // wr:5h+0, rd:20; null; ?
sends (1|M0) r10:ud r20 r40 0x104 0x6CE38EBA // wr:6+4, rd:14; hdc.dc2; ?
sends (16|M0) r10:ud r20 r40 0x104 0x32D28960 // wr:9+4, rd:13; hdc.dc2; ?
sends (8|M0) r10:ud r20 r40 0x84 0x397AD9C1 // wr:12h+2, rd:23; hdc.dc2; ?
sends (8|M0) r10:ud r20 r40 0x104 0x462AAF11 // wr:3h+4, rd:2; hdc.dc2; ?
sends (4|M0) r10:ud r20 r40 0x104 0x08BEFA0F // wr:4h+4, rd:11; hdc.dc2; ?
sends (2|M0) r10:ud r20 r40 0x44 0x3DA8539A // wr:14h+1, rd:26; hdc.dc2; ?
sends (16|M0) r10:ud r20 r40 0x84 0x2F317838 // wr:7+2, rd:19; hdc.dc2; ?
send (1|M0) r10 r20 0x4 0x286F5D3C // wr:4h+0, rd:6; hdc.dc2; ?
sends (8|M0) r10:ud r20 r40 0x48 0x489D4A18 // wr:4h+1, rd:9; vme; ?
send (4|M0) r10 r20 0x8 0x11CF84AE // wr:8h+0, rd:28; vme; ?
sends (2|M0) r10:ud r20 r40 0x108 0x1795FF1F // wr:11+4, rd:25; vme; ?
send (8|M0) r10 r20 0x8 0x1E8B17D1 // wr:15h+0, rd:8; vme; ?
send (2|M0) r10 r20 0x8 0x6255D2D9 // wr:1+0, rd:5; vme; ?
sends (2|M0) r10:ud r20 r40 0x108 0x7A3AD291 // wr:13h+4, rd:3; vme; ?
sends (4|M0) r10:ud r20 r40 0x48 0x10CCBFC8 // wr:8h+1, rd:12; vme; ?
sends (4|M0) r10:ud r20 r40 0x88 0x7752940C // wr:11+2, rd:21; vme; ?
send (2|M0) r10 r20 0xB 0x43A10458 // wr:1+0, rd:26; pi; ?
send (16|M0) r10 r20 0xB 0x56BE2031 // wr:11h+0, rd:11; pi; ?
sends (8|M0) r10:ud r20 r40 0x4B 0x4E39B108 // wr:7h+1, rd:3; pi; ?
sends (16|M0) r10:ud r20 r40 0x4B 0x39EB427F // wr:12h+1, rd:30; pi; ?
sends (2|M0) r10:ud r20 r40 0x4B 0x45B29710 // wr:2+1, rd:27; pi; ?
send (4|M0) r10 r20 0xB 0x6250DB57 // wr:1+0, rd:5; pi; ?
sends (2|M0) r10:ud r20 r40 0x10B 0x5345371A // wr:9+4, rd:20; pi; ?
send (2|M0) r10 r20 0xB 0x3F009A87 // wr:15+0, rd:16; pi; ?
send (2|M0) r10 r20 0xD 0x7F53CF12 // wr:15+0, rd:21; cre; ?
send (2|M0) r10 r20 0xD 0x3C466E03 // wr:14+0, rd:4; cre; ?
sends (2|M0) r10:ud r20 r40 0x8D 0x3F6CFEC9 // wr:15h+2, rd:22; cre; ?
send (4|M0) r10 r20 0xD 0x26269DA9 // wr:3+0, rd:2; cre; ?
send (8|M0) r10 r20 0xD 0x032A7616 // wr:1h+0, rd:18; cre; ?
send (8|M0) r10 r20 0xD 0x55F45754 // wr:10+0, rd:31; cre; ?
send (16|M0) r10 r20 0xD 0x12E73C08 // wr:9+0, rd:14; cre; ?
sends (16|M0) r10:ud r20 r40 0x8D 0x29A2891F // wr:4+2, rd:26; cre; ?
sends (1|M0) r10:ud r20 r40 0x43 0x5429DCF2 // wr:10h+1, rd:2; gateway; monitor event
sends (1|M0) r10:ud r20 r40 0x10C 0x2C9AE793 // wr:6h+4, rd:9; hdc.dc1; typed atomic 32-bit counter integer add
sends (8|M0) r10:ud r20 r40 0x102 0x70CA6F4A // wr:8h+4, rd:12; sampler; simd8 high 16b sample compare+override LOD using sampler index 15
send (2|M0) r10 r20 0x7 0x1E4FD2DE // wr:15h+0, rd:4; spawner; ?
sends (4|M0) r10:ud r20 r40 0x86 0x08D67AEB // wr:4+2, rd:13; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x46 0x6F928E98 // wr:7+1, rd:25; hdc.urb; urb dword read with per-slot offset enabled
sends (8|M0) r10:ud r20 r40 0x102 0x6A337C83 // wr:5+4, rd:3; sampler; simd8 high 16b sample max using sampler index 12
send (1|M0) r10 r20 0xA 0x4EF9F4DE // wr:7h+0, rd:15; hdc.dc0; synchronized 
send (2|M0) r10 r20 0x2 0x2C795CDA // wr:6h+0, rd:7; sampler; unknown simd mode ? using sampler index 12
send (4|M0) r10 r20 0x9 0x1755E8A3 // wr:11+0, rd:21; hdc.dcro; A64 page CCS update operation
send (1|M0) r10 r20 0x7 0x1851D1DC // wr:12+0, rd:5; spawner; ?
sends (16|M0) r10:ud r20 r40 0x8C 0x4321D395 // wr:1+2, rd:18; hdc.dc1; typed_sgh atomic 16-bit integer (slot group high) logical XOR; u
send (1|M0) r10 r20 0x9 0x7437B4FF // wr:10+0, rd:3; hdc.dcro; ?
send (16|M0) r10 r20 0x2 0x6F04A650 // wr:7+0, rd:16; sampler; simd16 high 16b sample res info using sampler index 6
send (1|M0) r10 r20 0x6 0x0C326F38 // wr:6+0, rd:3; hdc.urb; urb dword read with per-slot offset enabled
send (8|M0) r10 r20 0x5 0x73BC8D10 // wr:9h+0, rd:27; hdc.rc; half-precision unknown render target op slot group high to surface 16
sends (4|M0) r10:ud r20 r40 0x109 0x78AA6447 // wr:12h+4, rd:10; hdc.dcro; untyped surface uncompressed write
sends (2|M0) r10:ud r20 r40 0x105 0x4D2E89F9 // wr:6h+4, rd:18; hdc.rc; half-precision unknown render target op slot group high to surface 249
sends (16|M0) r10:ud r20 r40 0x107 0x654402D0 // wr:2+4, rd:20; spawner; end of thread
sends (1|M0) r10:ud r20 r40 0x10C 0x59FCE7C0 // wr:12h+4, rd:31; hdc.dc1; ?
send (1|M0) r10 r20 0x9 0x2B38B6F1 // wr:5h+0, rd:19; hdc.dcro; ?
send (2|M0) r10 r20 0xA 0x32E735EA // wr:9+0, rd:14; hdc.dc0; hword scratch block write x8
sends (2|M0) r10:ud r20 r40 0x4C 0x3EFA6632 // wr:15h+1, rd:15; hdc.dc1; untyped surface write with xw
send (8|M0) r10 r20 0xC 0x6EA269B2 // wr:7+0, rd:10; hdc.dc1; untyped surface write with yz
send (16|M0) r10 r20 0x5 0x3224A762 // wr:9+0, rd:2; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 98
send (2|M0) r10 r20 0x6 0x7FA00292 // wr:15+0, rd:26; hdc.urb; ?
send (8|M0) r10 r20 0x5 0x5934FFF2 // wr:12+0, rd:19; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 242
send (16|M0) r10 r20 0xC 0x27513EE5 // wr:3+0, rd:21; hdc.dc1; media block read with vertical line stride override and offset
sends (16|M0) r10:ud r20 r40 0x83 0x7853B795 // wr:12+2, rd:5; gateway; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x4B72382D // wr:5+2, rd:23; hdc.dc1; ?
send (16|M0) r10 r20 0x9 0x4C81AB17 // wr:6+0, rd:8; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x43 0x23E1E70E // wr:1+1, rd:30; gateway; wait for event
sends (16|M0) r10:ud r20 r40 0x89 0x4AF359F7 // wr:5+2, rd:15; hdc.dcro; typed surface uncompressed write
sends (8|M0) r10:ud r20 r40 0x4C 0x621B1862 // wr:1h+1, rd:1; hdc.dc1; typed atomic 16-bit counter integer subtract; u
sends (16|M0) r10:ud r20 r40 0x8A 0x6755DDE1 // wr:3+2, rd:21; hdc.dc0; hword scratch block read x2
send (1|M0) r10 r20 0xA 0x222C70D4 // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x8
send (4|M0) r10 r20 0x6 0x42C43E75 // wr:1+0, rd:12; hdc.urb; ?
send (8|M0) r10 r20 0x7 0x5C715B33 // wr:14+0, rd:7; spawner; ?
send (8|M0) r10 r20 0xC 0x08490A55 // wr:4h+0, rd:4; hdc.dc1; media block read with vertical line stride override and offset
send (4|M0) r10 r20 0x6 0x2440A219 // wr:2+0, rd:4; hdc.urb; urb fence
send (2|M0) r10 r20 0x9 0x0493F84B // wr:2+0, rd:9; hdc.dcro; ?
send (4|M0) r10 r20 0x7 0x2D56C17F // wr:6+0, rd:21; spawner; ?
sends (1|M0) r10:ud r20 r40 0x87 0x3D08E8ED // wr:14h+2, rd:16; spawner; ?
sends (8|M0) r10:ud r20 r40 0x49 0x191739EF // wr:12+1, rd:17; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x82 0x597AA815 // wr:12h+2, rd:23; sampler; simd8 16b sample res info using sampler index 8
send (8|M0) r10 r20 0x2 0x13CC9AED // wr:9h+0, rd:28; sampler; simd16 sample override lod using sampler index 10
sends (1|M0) r10:ud r20 r40 0x103 0x2C56DDAF // wr:6+4, rd:5; gateway; ?
sends (2|M0) r10:ud r20 r40 0x43 0x53DDA9CC // wr:9h+1, rd:29; gateway; signal barrier
send (16|M0) r10 r20 0x9 0x7483A62E // wr:10+0, rd:8; hdc.dcro; ?
send (1|M0) r10 r20 0x5 0x0EBEA9A0 // wr:7h+0, rd:11; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 160
sends (2|M0) r10:ud r20 r40 0x46 0x1733BF2B // wr:11+1, rd:19; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x105 0x305E71F5 // wr:8h+4, rd:5; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 245
sends (1|M0) r10:ud r20 r40 0x85 0x621B1BA2 // wr:1h+2, rd:1; hdc.rc; half-precision render target write of high SIMD8; last render target slot group high to surface 162
sends (1|M0) r10:ud r20 r40 0x103 0x0F81354F // wr:7+4, rd:24; gateway; ?
send (1|M0) r10 r20 0x3 0x396B5E3B // wr:12h+0, rd:22; gateway; unmonitor event
sends (4|M0) r10:ud r20 r40 0x105 0x436E02B3 // wr:1h+4, rd:22; hdc.rc; half-precision unknown render target op to surface 179
send (2|M0) r10 r20 0xA 0x1E417321 // wr:15+0, rd:4; hdc.dc0; qword gathering read
sends (16|M0) r10:ud r20 r40 0x45 0x775B4BA5 // wr:11h+1, rd:21; hdc.rc; half-precision render target readunknown read subop slot group high to surface 165
send (2|M0) r10 r20 0x3 0x58FC998B // wr:12h+0, rd:15; gateway; unmonitor event
sends (8|M0) r10:ud r20 r40 0x4C 0x4E81A147 // wr:7+1, rd:8; hdc.dc1; typed atomic 32-bit integer logical AND
send (16|M0) r10 r20 0xC 0x1473A12A // wr:10+0, rd:7; hdc.dc1; typed surface read (high slot group) returning status with yzw
send (16|M0) r10 r20 0x3 0x032B2F18 // wr:1h+0, rd:18; gateway; end of thread
sends (4|M0) r10:ud r20 r40 0x10C 0x4C4D45F7 // wr:6h+4, rd:4; hdc.dc1; a64 unaligned oword block write x16
send (2|M0) r10 r20 0x2 0x66CACE47 // wr:3h+0, rd:12; sampler; simd8 high 16b sample+killpix using sampler index 14
sends (16|M0) r10:ud r20 r40 0x89 0x276FA422 // wr:3h+2, rd:22; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x85 0x233A11E0 // wr:1h+2, rd:19; hdc.rc; full-precision unknown render target op to surface 224
sends (2|M0) r10:ud r20 r40 0x89 0x66E33419 // wr:3+2, rd:14; hdc.dcro; typed surface CCS update message
sends (16|M0) r10:ud r20 r40 0x83 0x09F5489C // wr:4+2, rd:31; gateway; signal barrier
send (8|M0) r10 r20 0xA 0x2927DF3B // wr:4+0, rd:18; hdc.dc0; hword scratch block write x2
send (4|M0) r10 r20 0x3 0x7653B2D1 // wr:11+0, rd:5; gateway; signal event
sends (16|M0) r10:ud r20 r40 0x10C 0x2363F035 // wr:1+4, rd:22; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x103 0x631F8920 // wr:1h+4, rd:17; gateway; end of thread
sends (1|M0) r10:ud r20 r40 0x10C 0x3EAC192D // wr:15h+4, rd:10; hdc.dc1; a64 dword gathering read
send (8|M0) r10 r20 0x7 0x74C35AA5 // wr:10+0, rd:12; spawner; ?
sends (16|M0) r10:ud r20 r40 0x49 0x68C2C202 // wr:4+1, rd:12; hdc.dcro; ?
send (1|M0) r10 r20 0x2 0x5B337B48 // wr:13+0, rd:19; sampler; simd8 16b sample max using sampler index 11
sends (16|M0) r10:ud r20 r40 0x109 0x7B274A3C // wr:13+4, rd:18; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x105 0x6F7AAB0B // wr:7h+4, rd:23; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 11
send (2|M0) r10 r20 0x6 0x104163D4 // wr:8+0, rd:4; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x8C 0x30E2DB6E // wr:8+2, rd:14; hdc.dc1; typed atomic 32-bit counter signed-integer min
sends (16|M0) r10:ud r20 r40 0x82 0x10F0BF3E // wr:8+2, rd:15; sampler; unknown simd mode sample info using sampler index 15
send (1|M0) r10 r20 0x7 0x2E2E8574 // wr:7h+0, rd:2; spawner; ?
send (2|M0) r10 r20 0x6 0x3E800339 // wr:15+0, rd:8; hdc.urb; urb fence
sends (4|M0) r10:ud r20 r40 0x105 0x5CF6D4D4 // wr:14+4, rd:15; hdc.rc; half-precision unknown render target op to surface 212
sends (4|M0) r10:ud r20 r40 0x49 0x1CF42407 // wr:14+1, rd:15; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x47 0x7E04E185 // wr:15+1, rd:0; spawner; ?
send (4|M0) r10 r20 0x3 0x70273C28 // wr:8+0, rd:2; gateway; end of thread
send (8|M0) r10 r20 0x3 0x4C7C27B8 // wr:6h+0, rd:7; gateway; end of thread
send (2|M0) r10 r20 0x2 0x2C108025 // wr:6+0, rd:1; sampler; unknown simd mode sample gather4 using sampler index 0
send (8|M0) r10 r20 0x9 0x766B58C0 // wr:11h+0, rd:6; hdc.dcro; typed surface uncompressed write
sends (4|M0) r10:ud r20 r40 0x85 0x26443599 // wr:3+2, rd:4; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 153
sends (8|M0) r10:ud r20 r40 0x46 0x6FC1B8D7 // wr:7+1, rd:28; hdc.urb; urb dword masked write
send (8|M0) r10 r20 0xA 0x0229C5DD // wr:1h+0, rd:2; hdc.dc0; ?
send (1|M0) r10 r20 0x7 0x153F0CF9 // wr:10h+0, rd:19; spawner; ?
send (16|M0) r10 r20 0x6 0x30FE7DA0 // wr:8h+0, rd:15; hdc.urb; ?
sends (8|M0) r10:ud r20 r40 0x47 0x70D6B539 // wr:8+1, rd:13; spawner; ?
sends (2|M0) r10:ud r20 r40 0x4C 0x34A70B6B // wr:10+1, rd:10; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x45 0x42A7CB81 // wr:1+1, rd:10; hdc.rc; half-precision unknown render target op slot group high to surface 129
send (16|M0) r10 r20 0xC 0x3294119F // wr:9+0, rd:9; hdc.dc1; a64 dword gathering read
send (8|M0) r10 r20 0x2 0x0F89C95B // wr:7h+0, rd:24; sampler; unknown simd mode sample ld2 multi-sample wide using sampler index 9
send (16|M0) r10 r20 0x2 0x7F31E3A1 // wr:15+0, rd:19; sampler; unknown simd mode 16b sample load multi-sample using sampler index 3
sends (2|M0) r10:ud r20 r40 0x45 0x5C67FAC5 // wr:14+1, rd:6; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 197
sends (1|M0) r10:ud r20 r40 0x82 0x1918CE8B // wr:12h+2, rd:17; sampler; unknown simd mode sample+killpix using sampler index 14
send (16|M0) r10 r20 0x6 0x47DBD69E // wr:3h+0, rd:29; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x46 0x68C53B86 // wr:4+1, rd:12; hdc.urb; ?
send (8|M0) r10 r20 0x7 0x6539ED34 // wr:2h+0, rd:19; spawner; ?
sends (2|M0) r10:ud r20 r40 0x89 0x2B327184 // wr:5+2, rd:19; hdc.dcro; untyped surface uncompressed write
sends (16|M0) r10:ud r20 r40 0x8A 0x281328AE // wr:4+2, rd:1; hdc.dc0; byte scattering write 32b
send (16|M0) r10 r20 0x2 0x0254A440 // wr:1+0, rd:5; sampler; simd16 sample res info using sampler index 4
sends (8|M0) r10:ud r20 r40 0x82 0x13CC80F9 // wr:9h+2, rd:28; sampler; simd16 sample gather4 using sampler index 0
sends (8|M0) r10:ud r20 r40 0x105 0x6366027C // wr:1+4, rd:22; hdc.rc; half-precision unknown render target op to surface 124
sends (16|M0) r10:ud r20 r40 0x49 0x550684A0 // wr:10+1, rd:16; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x4A 0x3B7047A8 // wr:13+1, rd:23; hdc.dc0; oword aligned block read x0
send (4|M0) r10 r20 0x3 0x3B900638 // wr:13+0, rd:25; gateway; end of thread
sends (16|M0) r10:ud r20 r40 0x46 0x0C445DA7 // wr:6+1, rd:4; hdc.urb; urb dword write
sends (1|M0) r10:ud r20 r40 0x82 0x2961BFC2 // wr:4+2, rd:22; sampler; unknown simd mode ? using sampler index 15
send (4|M0) r10 r20 0x7 0x38D30374 // wr:12+0, rd:13; spawner; ?
sends (4|M0) r10:ud r20 r40 0x46 0x349C2881 // wr:10h+1, rd:9; hdc.urb; ?
send (2|M0) r10 r20 0x7 0x7103A78B // wr:8+0, rd:16; spawner; ?
sends (4|M0) r10:ud r20 r40 0x10C 0x45008705 // wr:2+4, rd:16; hdc.dc1; untyped atomic int32 integer add
sends (8|M0) r10:ud r20 r40 0x8C 0x7667E661 // wr:11+2, rd:6; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x102 0x679979BC // wr:3h+4, rd:25; sampler; unknown simd mode 16b sample max using sampler index 9
send (8|M0) r10 r20 0x9 0x0C2A5E22 // wr:6h+0, rd:2; hdc.dcro; untyped surface uncompressed write
send (8|M0) r10 r20 0x5 0x6E1EC171 // wr:7h+0, rd:1; hdc.rc; half-precision unknown render target op to surface 113
send (2|M0) r10 r20 0x9 0x1F0C9710 // wr:15h+0, rd:16; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x85 0x37D98780 // wr:11h+2, rd:29; hdc.rc; full-precision unknown render target op to surface 128
sends (1|M0) r10:ud r20 r40 0x103 0x4202C57F // wr:1+4, rd:0; gateway; ?
sends (2|M0) r10:ud r20 r40 0x10C 0x021B8249 // wr:1h+4, rd:1; hdc.dc1; typed surface read returning status with xzw; u
sends (8|M0) r10:ud r20 r40 0x82 0x51D38171 // wr:8+2, rd:29; sampler; simd8 16b sample with lod forced to 0 using sampler index 1
sends (8|M0) r10:ud r20 r40 0x105 0x0969F62D // wr:4h+4, rd:22; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 45
sends (2|M0) r10:ud r20 r40 0x43 0x2BE9BC86 // wr:5h+1, rd:30; gateway; wait for event
send (4|M0) r10 r20 0x7 0x4B0976F1 // wr:5h+0, rd:16; spawner; ?
sends (1|M0) r10:ud r20 r40 0x86 0x427B1B50 // wr:1h+2, rd:7; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x49 0x718D9145 // wr:8h+1, rd:24; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x4A 0x6200F6E3 // wr:1+1, rd:0; hdc.dc0; dword gathering read x2
send (8|M0) r10 r20 0xC 0x59DC9FCE // wr:12h+0, rd:29; hdc.dc1; untyped a64 atomic int64 integer pre-decrement (returns pre-decrement value)
sends (8|M0) r10:ud r20 r40 0x4A 0x1DD505F9 // wr:14+1, rd:29; hdc.dc0; hword scratch block read x1
sends (1|M0) r10:ud r20 r40 0x103 0x04B523EC // wr:2+4, rd:11; gateway; signal barrier
sends (16|M0) r10:ud r20 r40 0x43 0x5DE64087 // wr:14+1, rd:30; gateway; ?
sends (8|M0) r10:ud r20 r40 0x49 0x7AC5BE12 // wr:13+1, rd:12; hdc.dcro; ?
send (16|M0) r10 r20 0x7 0x1992F46A // wr:12+0, rd:25; spawner; ?
sends (2|M0) r10:ud r20 r40 0x102 0x67B2B0AA // wr:3+4, rd:27; sampler; simd8 high 16b sample info using sampler index 0
send (16|M0) r10 r20 0x2 0x420BE3C2 // wr:1h+0, rd:0; sampler; simd8 16b sample load multi-sample using sampler index 3
sends (8|M0) r10:ud r20 r40 0x85 0x7FAA466C // wr:15h+2, rd:26; hdc.rc; half-precision unknown render target op to surface 108
send (16|M0) r10 r20 0xC 0x64F1E56D // wr:2+0, rd:15; hdc.dc1; typed atomic 16-bit integer integer increment; u,v
sends (16|M0) r10:ud r20 r40 0x86 0x4372C0AA // wr:1+2, rd:23; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x75479ECC // wr:10+1, rd:20; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x45 0x5C724431 // wr:14+1, rd:7; hdc.rc; half-precision unknown render target op to surface 49
sends (4|M0) r10:ud r20 r40 0x102 0x2FEB8AE0 // wr:7h+4, rd:30; sampler; simd8 high sample with lod forced to 0 using sampler index 10
send (4|M0) r10 r20 0x3 0x10CAB1F9 // wr:8h+0, rd:12; gateway; signal event
send (16|M0) r10 r20 0xA 0x5D2C44CE // wr:14h+0, rd:18; hdc.dc0; hword scratch block read x1
sends (4|M0) r10:ud r20 r40 0x89 0x5A2FA8DC // wr:13h+2, rd:2; hdc.dcro; ?
send (8|M0) r10 r20 0x7 0x36D774E6 // wr:11+0, rd:13; spawner; ?
sends (2|M0) r10:ud r20 r40 0x4A 0x4D571FB7 // wr:6+1, rd:21; hdc.dc0; hword scratch block write x2
sends (1|M0) r10:ud r20 r40 0x4C 0x7700568A // wr:11+1, rd:16; hdc.dc1; untyped surface read with xw
send (1|M0) r10 r20 0x7 0x487AA043 // wr:4h+0, rd:7; spawner; ?
send (8|M0) r10 r20 0x2 0x0A95291B // wr:5+0, rd:9; sampler; simd16 sample gather4 pixel offset+compare using sampler index 9
send (4|M0) r10 r20 0x9 0x33401692 // wr:9+0, rd:20; hdc.dcro; constant oword block read x0
send (16|M0) r10 r20 0x3 0x2D1EDECB // wr:6h+0, rd:17; gateway; unmonitor event
sends (2|M0) r10:ud r20 r40 0x103 0x1F5A1FB9 // wr:15h+4, rd:21; gateway; signal event
sends (8|M0) r10:ud r20 r40 0x49 0x50681DF7 // wr:8h+1, rd:6; hdc.dcro; constant oword block read x16
sends (16|M0) r10:ud r20 r40 0x89 0x1F7CEAB5 // wr:15h+2, rd:23; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x107 0x6B759F89 // wr:5+4, rd:23; spawner; ?
sends (1|M0) r10:ud r20 r40 0x86 0x7C9D31C3 // wr:14h+2, rd:9; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x85 0x2C976C5D // wr:6+2, rd:9; hdc.rc; full-precision render target readunknown read subop with Per-Sample Pixel PS outputs enable slot group high to surface 93
sends (16|M0) r10:ud r20 r40 0x82 0x38511AE7 // wr:12+2, rd:5; sampler; unknown simd mode sample gather4+pixel offset using sampler index 10
send (16|M0) r10 r20 0x2 0x79360985 // wr:12+0, rd:19; sampler;  16b sample using sampler index 9
send (2|M0) r10 r20 0x5 0x2FBBAA22 // wr:7h+0, rd:27; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 34
send (2|M0) r10 r20 0x7 0x6A3846E4 // wr:5h+0, rd:3; spawner; ?
send (2|M0) r10 r20 0xC 0x290BB424 // wr:4h+0, rd:16; hdc.dc1; typed surface read returning status with xyw; u,v,r,lod
sends (4|M0) r10:ud r20 r40 0x43 0x42ECB652 // wr:1h+1, rd:14; gateway; monitor event
sends (2|M0) r10:ud r20 r40 0x4A 0x7702002B // wr:11+1, rd:16; hdc.dc0; oword block write x1
sends (16|M0) r10:ud r20 r40 0x85 0x7EE66B78 // wr:15+2, rd:14; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 120
send (1|M0) r10 r20 0x3 0x46317E8E // wr:3+0, rd:3; gateway; wait for event
sends (2|M0) r10:ud r20 r40 0x8A 0x1B96A36F // wr:13+2, rd:25; hdc.dc0; hword scratch block write x4
sends (1|M0) r10:ud r20 r40 0x4C 0x74FE0875 // wr:10h+1, rd:15; hdc.dc1; ?
sends (2|M0) r10:ud r20 r40 0x107 0x52E858D1 // wr:9h+4, rd:14; spawner; ?
send (16|M0) r10 r20 0x5 0x15A8A95B // wr:10h+0, rd:26; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 91
sends (2|M0) r10:ud r20 r40 0x87 0x329124BD // wr:9+2, rd:9; spawner; ?
send (4|M0) r10 r20 0x3 0x5B103B8B // wr:13+0, rd:17; gateway; unmonitor event
sends (2|M0) r10:ud r20 r40 0x8C 0x25750E01 // wr:2+2, rd:23; hdc.dc1; a64 aligned oword block read x0
sends (1|M0) r10:ud r20 r40 0x8C 0x7413EC0F // wr:10+2, rd:1; hdc.dc1; ?
sends (1|M0) r10:ud r20 r40 0x109 0x637020E4 // wr:1+4, rd:23; hdc.dcro; constant oword block read x1
sends (4|M0) r10:ud r20 r40 0x47 0x6921EE34 // wr:4+1, rd:18; spawner; ?
sends (4|M0) r10:ud r20 r40 0x8C 0x7954DED6 // wr:12+2, rd:21; hdc.dc1; ?
sends (4|M0) r10:ud r20 r40 0x103 0x2EB2B1D6 // wr:7+4, rd:11; gateway; wait for event
sends (1|M0) r10:ud r20 r40 0x8A 0x73238F0C // wr:9+2, rd:18; hdc.dc0; ?
send (8|M0) r10 r20 0x5 0x24E9CA5A // wr:2h+0, rd:14; hdc.rc; full-precision unknown render target op slot group high to surface 90
send (8|M0) r10 r20 0x9 0x2E5FDC6D // wr:7h+0, rd:5; hdc.dcro; ?
send (8|M0) r10 r20 0x9 0x115207F6 // wr:8+0, rd:21; hdc.dcro; ?
send (2|M0) r10 r20 0x6 0x0F5BC724 // wr:7h+0, rd:21; hdc.urb; ?
send (4|M0) r10 r20 0x7 0x30EEDF25 // wr:8h+0, rd:14; spawner; ?
sends (1|M0) r10:ud r20 r40 0x105 0x62AC4FD2 // wr:1h+4, rd:10; hdc.rc; half-precision unknown render target op slot group high to surface 210
send (16|M0) r10 r20 0x9 0x2E3E3C90 // wr:7h+0, rd:3; hdc.dcro; A64 untyped surface CCS operation
sends (1|M0) r10:ud r20 r40 0x105 0x22E4F652 // wr:1+4, rd:14; hdc.rc; full-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 82
sends (2|M0) r10:ud r20 r40 0x42 0x3F76B0D6 // wr:15+1, rd:23; sampler;  sample info using sampler index 0
send (1|M0) r10 r20 0x9 0x0F3CE695 // wr:7h+0, rd:19; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x106 0x557BA7AF // wr:10h+4, rd:23; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x85 0x764DF199 // wr:11h+2, rd:4; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 153
sends (4|M0) r10:ud r20 r40 0x103 0x2F9DFB10 // wr:7h+4, rd:25; gateway; end of thread
sends (16|M0) r10:ud r20 r40 0x109 0x13647A70 // wr:9+4, rd:22; hdc.dcro; ?
sends (2|M0) r10:ud r20 r40 0x43 0x24F83FA2 // wr:2h+1, rd:15; gateway; monitor event
sends (8|M0) r10:ud r20 r40 0x103 0x5ED5EFFD // wr:15+4, rd:13; gateway; ?
sends (8|M0) r10:ud r20 r40 0x43 0x5F5EE3E8 // wr:15h+1, rd:21; gateway; end of thread
send (16|M0) r10 r20 0x5 0x4F01AAD6 // wr:7+0, rd:16; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 214
sends (1|M0) r10:ud r20 r40 0x85 0x470D5FC9 // wr:3h+2, rd:16; hdc.rc; half-precision unknown render target op slot group high to surface 201
sends (8|M0) r10:ud r20 r40 0x109 0x1B3AC070 // wr:13h+4, rd:19; hdc.dcro; ?
send (4|M0) r10 r20 0x6 0x6EA14145 // wr:7+0, rd:10; hdc.urb; ?
send (2|M0) r10 r20 0x3 0x69787122 // wr:4h+0, rd:23; gateway; monitor event
send (1|M0) r10 r20 0x5 0x7C6E8100 // wr:14h+0, rd:6; hdc.rc; half-precision unknown render target op to surface 0
send (8|M0) r10 r20 0x2 0x06A0F14F // wr:3+0, rd:10; sampler; unknown simd mode ? using sampler index 1
sends (1|M0) r10:ud r20 r40 0x102 0x1CF7E2B2 // wr:14+4, rd:15; sampler; simd32/64 ? using sampler index 2
sends (2|M0) r10:ud r20 r40 0x86 0x19918006 // wr:12+2, rd:25; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x47 0x3EA44821 // wr:15+1, rd:10; spawner; ?
send (1|M0) r10 r20 0x5 0x2B459EB6 // wr:5+0, rd:20; hdc.rc; full-precision unknown render target op slot group high to surface 182
sends (1|M0) r10:ud r20 r40 0x89 0x2E6966C9 // wr:7h+2, rd:6; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x10C 0x1303A016 // wr:9+4, rd:16; hdc.dc1; typed surface read (high slot group) returning status with xyzw
sends (16|M0) r10:ud r20 r40 0x103 0x4AC1C848 // wr:5+4, rd:12; gateway; end of thread
send (8|M0) r10 r20 0x6 0x28C41D82 // wr:4+0, rd:12; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x89 0x09C99A9A // wr:4h+2, rd:28; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x105 0x261B2869 // wr:3h+4, rd:1; hdc.rc; full-precision render target write SIMD16 with Per-Sample Pixel PS outputs enable slot group high to surface 105
send (4|M0) r10 r20 0x7 0x39545533 // wr:12+0, rd:21; spawner; ?
sends (8|M0) r10:ud r20 r40 0x103 0x285E7DC8 // wr:4h+4, rd:5; gateway; end of thread
sends (4|M0) r10:ud r20 r40 0x86 0x7B4EBE50 // wr:13h+2, rd:20; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x86 0x510EF13F // wr:8h+2, rd:16; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x45 0x6296D8AA // wr:1+1, rd:9; hdc.rc; half-precision unknown render target op slot group high to surface 170
sends (2|M0) r10:ud r20 r40 0x42 0x32836D3F // wr:9+1, rd:8; sampler; simd8 high sample min using sampler index 13
sends (8|M0) r10:ud r20 r40 0x82 0x157ECC06 // wr:10h+2, rd:23; sampler; simd32/64 sample unorm for media using sampler index 12
sends (2|M0) r10:ud r20 r40 0x82 0x09D6EFB4 // wr:4+2, rd:29; sampler; simd32/64 ? using sampler index 15
sends (1|M0) r10:ud r20 r40 0x4A 0x028887D5 // wr:1h+1, rd:8; hdc.dc0; oword dual block read
send (1|M0) r10 r20 0x5 0x6DAAEE96 // wr:6h+0, rd:26; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 150
sends (4|M0) r10:ud r20 r40 0x8C 0x3D827E20 // wr:14+2, rd:24; hdc.dc1; untyped surface write with x
sends (8|M0) r10:ud r20 r40 0x45 0x5F0C530D // wr:15h+1, rd:16; hdc.rc; half-precision unknown render target op to surface 13
sends (16|M0) r10:ud r20 r40 0x45 0x4D5C2F01 // wr:6h+1, rd:21; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 1
sends (2|M0) r10:ud r20 r40 0x82 0x0F7AB58F // wr:7h+2, rd:23; sampler; simd8 sample info using sampler index 5
send (2|M0) r10 r20 0xA 0x58B91388 // wr:12h+0, rd:11; hdc.dc0; byte gathering read 8b
sends (2|M0) r10:ud r20 r40 0x107 0x0F260632 // wr:7+4, rd:18; spawner; ?
sends (2|M0) r10:ud r20 r40 0x47 0x6846C0F8 // wr:4+1, rd:4; spawner; end of thread
sends (16|M0) r10:ud r20 r40 0x83 0x4B366733 // wr:5+2, rd:19; gateway; unmonitor event
sends (1|M0) r10:ud r20 r40 0x8A 0x6EB7955A // wr:7+2, rd:11; hdc.dc0; hword scratch block write x2
sends (2|M0) r10:ud r20 r40 0x8C 0x480A9956 // wr:4h+2, rd:0; hdc.dc1; media block write with vertical line stride  and skip
sends (1|M0) r10:ud r20 r40 0x87 0x34F734D6 // wr:10+2, rd:15; spawner; ?
send (4|M0) r10 r20 0x9 0x3DAE02E7 // wr:14h+0, rd:26; hdc.dcro; A64 untyped surface CCS operation
send (8|M0) r10 r20 0x2 0x672854B2 // wr:3h+0, rd:18; sampler; unknown simd mode 16b sample compare+LOD bias using sampler index 4
send (2|M0) r10 r20 0x9 0x09EBAFB5 // wr:4h+0, rd:30; hdc.dcro; ?
sends (4|M0) r10:ud r20 r40 0x45 0x1B5AD314 // wr:13h+1, rd:21; hdc.rc; full-precision unknown render target op to surface 20
send (2|M0) r10 r20 0xA 0x1192A25A // wr:8+0, rd:25; hdc.dc0; oword dual block write
sends (1|M0) r10:ud r20 r40 0x4A 0x6C2815A8 // wr:6h+1, rd:2; hdc.dc0; oword block read x16
sends (16|M0) r10:ud r20 r40 0x47 0x23ED51BB // wr:1h+1, rd:30; spawner; ?
sends (1|M0) r10:ud r20 r40 0x10A 0x5C7EE178 // wr:14h+4, rd:7; hdc.dc0; hword scratch block write x4
sends (1|M0) r10:ud r20 r40 0x83 0x62EA70C2 // wr:1h+2, rd:14; gateway; monitor event
sends (1|M0) r10:ud r20 r40 0x103 0x6D5E20D8 // wr:6h+4, rd:21; gateway; end of thread
send (8|M0) r10 r20 0x6 0x253D0274 // wr:2h+0, rd:19; hdc.urb; ?
sends (16|M0) r10:ud r20 r40 0x83 0x765268C3 // wr:11+2, rd:5; gateway; unmonitor event
send (8|M0) r10 r20 0xC 0x1E5E8D30 // wr:15h+0, rd:5; hdc.dc1; a64 dword scattering write
send (2|M0) r10 r20 0x6 0x2C2FF1D4 // wr:6h+0, rd:2; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x47 0x5C7A83A6 // wr:14h+1, rd:7; spawner; ?
sends (4|M0) r10:ud r20 r40 0x109 0x325AD722 // wr:9h+4, rd:5; hdc.dcro; ?
sends (8|M0) r10:ud r20 r40 0x8A 0x42FECEE6 // wr:1h+2, rd:15; hdc.dc0; hword scratch block write x1
send (8|M0) r10 r20 0x3 0x3D038504 // wr:14+0, rd:16; gateway; signal barrier
send (4|M0) r10 r20 0x3 0x700E841D // wr:8h+0, rd:0; gateway; ?
send (16|M0) r10 r20 0x5 0x6F532D67 // wr:7+0, rd:21; hdc.rc; half-precision render target writeunknown write subop with Per-Sample Pixel PS outputs enable slot group high to surface 103
sends (1|M0) r10:ud r20 r40 0x103 0x63C1679D // wr:1+4, rd:28; gateway; ?
send (4|M0) r10 r20 0x6 0x225DD643 // wr:1h+0, rd:5; hdc.urb; ?
send (4|M0) r10 r20 0x2 0x27DE6BEF // wr:3h+0, rd:29; sampler;  sample compare+override LOD using sampler index 11
send (2|M0) r10 r20 0x7 0x19122FB5 // wr:12+0, rd:17; spawner; ?
send (16|M0) r10 r20 0x7 0x680CA35B // wr:4h+0, rd:0; spawner; ?
sends (1|M0) r10:ud r20 r40 0x45 0x53A460FD // wr:9+1, rd:26; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 253
sends (2|M0) r10:ud r20 r40 0x106 0x04CB9AE1 // wr:2h+4, rd:12; hdc.urb; ?
send (16|M0) r10 r20 0xA 0x5F4CB418 // wr:15h+0, rd:20; hdc.dc0; hword scratch block read x8
send (8|M0) r10 r20 0xA 0x750EB287 // wr:10h+0, rd:16; hdc.dc0; hword scratch block write x8
send (2|M0) r10 r20 0x7 0x6DE8C7BE // wr:6h+0, rd:30; spawner; ?
sends (4|M0) r10:ud r20 r40 0x45 0x46C1E6FC // wr:3+1, rd:12; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable to surface 252
sends (2|M0) r10:ud r20 r40 0x10A 0x27957FD9 // wr:3+4, rd:25; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x4A 0x3253F138 // wr:9+1, rd:5; hdc.dc0; ?
send (8|M0) r10 r20 0x7 0x44530C22 // wr:2+0, rd:5; spawner; ?
send (1|M0) r10 r20 0x2 0x65FE5E5A // wr:2h+0, rd:31; sampler;  16b sample compare+LOD bias using sampler index 14
sends (4|M0) r10:ud r20 r40 0x107 0x224F4E4C // wr:1h+4, rd:4; spawner; ?
send (1|M0) r10 r20 0xA 0x642437C1 // wr:2+0, rd:2; hdc.dc0; hword scratch block read x8
sends (8|M0) r10:ud r20 r40 0x83 0x65507DEF // wr:2+2, rd:21; gateway; ?
send (2|M0) r10 r20 0xC 0x6AA04814 // wr:5+0, rd:10; hdc.dc1; untyped surface read with xyz
sends (4|M0) r10:ud r20 r40 0x89 0x38329D9E // wr:12+2, rd:3; hdc.dcro; ?
sends (16|M0) r10:ud r20 r40 0x103 0x62B1782F // wr:1+4, rd:11; gateway; ?
send (1|M0) r10 r20 0x7 0x1FA74B86 // wr:15+0, rd:26; spawner; ?
sends (8|M0) r10:ud r20 r40 0x82 0x06007E0E // wr:3+2, rd:0; sampler; unknown simd mode sample load using sampler index 14
send (2|M0) r10 r20 0x2 0x229A0EF7 // wr:1h+0, rd:9; sampler; simd8 high sample using sampler index 14
send (16|M0) r10 r20 0x6 0x08608710 // wr:4+0, rd:6; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x86 0x6C02C33A // wr:6+2, rd:0; hdc.urb; ?
sends (4|M0) r10:ud r20 r40 0x8C 0x7A296068 // wr:13h+2, rd:2; hdc.dc1; typed surface read (high slot group) with xyzw
sends (8|M0) r10:ud r20 r40 0x85 0x66C8FCFB // wr:3h+2, rd:12; hdc.rc; half-precision unknown render target op with Per-Sample Pixel PS outputs enable slot group high to surface 251
send (1|M0) r10 r20 0x2 0x5859FFBC // wr:12h+0, rd:5; sampler; unknown simd mode 16b sample multi-sample without mcs using sampler index 15
sends (4|M0) r10:ud r20 r40 0x86 0x31FCDB60 // wr:8h+2, rd:31; hdc.urb; ?
sends (2|M0) r10:ud r20 r40 0x46 0x4FD1533E // wr:7+1, rd:29; hdc.urb; ?
sends (1|M0) r10:ud r20 r40 0x82 0x08C24298 // wr:4+2, rd:12; sampler; simd8 sample gradient using sampler index 2
send (4|M0) r10 r20 0x6 0x02016E89 // wr:1+0, rd:0; hdc.urb; urb fence
sends (8|M0) r10:ud r20 r40 0x105 0x23218661 // wr:1+4, rd:18; hdc.rc; full-precision unknown render target op to surface 97
sends (2|M0) r10:ud r20 r40 0x106 0x5319B32F // wr:9h+4, rd:17; hdc.urb; ?
send (1|M0) r10 r20 0x7 0x64FAD3C5 // wr:2h+0, rd:15; spawner; ?
send (16|M0) r10 r20 0x2 0x5D645143 // wr:14+0, rd:22; sampler; simd16 16b sample compare+LOD bias using sampler index 1
send (4|M0) r10 r20 0xC 0x3F871BEC // wr:15+0, rd:24; hdc.dc1; ?
